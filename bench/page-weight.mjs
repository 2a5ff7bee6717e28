// The JavaScript a page makes the browser download at start: every module script and
// (held) modulepreload of the server-rendered HTML, raw and gzip-compressed; and the HTML's own size,
// as a desktop browser and a phone get it (a phone's page carries a phone's first screen of tiles).
// Usage: npm run build && node bench/page-weight.mjs [path]
import { gzipSync } from 'node:zlib';

/**
 * A desktop browser's user agent: a browser's lobby is ~1.1 KB more than what a request with no
 * browser's user agent gets (React's script that moves the late-streamed loader data in place),
 * and e2e/tests/budget.spec.ts's desktop project asks as a browser.
 */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The user agent of a phone's request (games_filter's `device` is `mobile` for it). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** Start-up JavaScript of an HTML document; `load(url)` returns an asset's bytes. */
export async function startUpJavaScript(html, load) {
  const urls = new Set();
  // The server holds the preloads until the first paint (rel="orbit-modulepreload"), then restores them.
  for (const m of html.matchAll(/<link[^>]+rel="(?:orbit-)?modulepreload"[^>]+href="([^"]+)"/g))
    urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = await load(url);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawBytes: raw, gzipBytes: gzip };
}

export async function pageJavaScript(baseUrl, path = '/') {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  return startUpJavaScript(html, async (url) =>
    Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer()),
  );
}

/**
 * All JavaScript a browser page loads from `url` until the network is idle, each file gzip -9 (a
 * stable figure): e2e/tests/budget.spec.ts's budget and bench/lobby-javascript.mjs's report.
 */
export async function idleJavaScript(page, url) {
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(bodies);
  return { files: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startOrbit } = await import('./lib/server.mjs');
  const orbit = await startOrbit();
  try {
    const path = process.argv[2] ?? '/';
    const htmlBytes = async (headers = {}) =>
      (await (await fetch(new URL(path, orbit.url), { headers })).arrayBuffer()).byteLength;
    const desktop = await htmlBytes({ 'user-agent': DESKTOP_USER_AGENT });
    const phone = await htmlBytes({ 'user-agent': PHONE_USER_AGENT });
    const weight = await pageJavaScript(orbit.url, path);
    console.log(JSON.stringify({ page: path, htmlBytes: desktop, phoneHtmlBytes: phone, ...weight }));
  } finally {
    orbit.stop();
  }
}
