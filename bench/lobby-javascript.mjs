// The lobby's start-up JavaScript beside a bare React Router app built in the same run
// (bench/bare-app: one SSR page, the same framework versions). Aim: at most 1.3×.
// Usage: npm run build && node bench/lobby-javascript.mjs [/ /pokies/all …]
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startOrbit } from './lib/server.mjs';
import { pageJavaScript, startUpJavaScript } from './page-weight.mjs';

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

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/pokies/all'];
const bare = await bareAppJavaScript();
console.log(JSON.stringify({ page: 'bare React Router app', ...bare }));
const orbit = await startOrbit();
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
} finally {
  orbit.stop();
}
