// The lobby's start-up JavaScript beside a bare React Router app built in the same run
// (bench/bare-app: one SSR page, the same framework versions). Aim: at most 1.3×. Then all the
// JavaScript a first-time guest's lobby loads until the network is idle, in Chromium at a desktop's
// and a phone's size (each file gzip -9, as e2e/tests/budget.spec.ts counts it). Aim: 150 KB.
// Usage: npm run build && node bench/lobby-javascript.mjs [/ /pokies/all …]
// ORBIT_BENCH_PORT: Orbit's port (another bench may hold the default).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright';
import { startOrbit } from './lib/server.mjs';
import { idleJavaScript, pageJavaScript, startUpJavaScript } from './page-weight.mjs';

const bareDir = fileURLToPath(new URL('./bare-app/', import.meta.url));
const reactRouterCli = fileURLToPath(new URL('../node_modules/.bin/react-router', import.meta.url));

async function bareAppJavaScript() {
  execFileSync(reactRouterCli, ['build'], { cwd: bareDir, stdio: 'ignore' });
  const { createRequestHandler } = await import('react-router');
  const build = await import(new URL('./bare-app/build/server/index.js', import.meta.url).href);
  const html = await (
    await createRequestHandler(build, 'production')(new Request('http://localhost/'))
  ).text();
  return startUpJavaScript(html, (url) =>
    readFile(new URL(`./bare-app/build/client${url}`, import.meta.url)),
  );
}

/** The scripts a first-time guest's visit to `url` loads until the network is idle, in Chromium as `device`. */
async function guestIdleJavaScript(browser, url, device) {
  const context = await browser.newContext(devices[device]);
  try {
    return await idleJavaScript(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/pokies/all'];
const bare = await bareAppJavaScript();
console.log(JSON.stringify({ page: 'bare React Router app', ...bare }));
const orbit = await startOrbit({ port: Number(process.env.ORBIT_BENCH_PORT ?? 3200) });
try {
  for (const path of paths) {
    const js = await pageJavaScript(orbit.url, path);
    console.log(
      JSON.stringify({
        page: path,
        ...js,
        ratioToBare: Math.round((js.gzipBytes / bare.gzipBytes) * 100) / 100,
      }),
    );
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const device of ['Desktop Chrome', 'Pixel 7']) {
      const js = await guestIdleJavaScript(browser, new URL('/', orbit.url).href, device);
      console.log(JSON.stringify({ page: '/ until network idle', device, ...js }));
    }
  } finally {
    await browser.close();
  }
} finally {
  orbit.stop();
}
