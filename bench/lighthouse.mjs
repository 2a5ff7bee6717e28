// Lighthouse (mobile preset) of Orbit's pages, plus each page's start-up JavaScript.
// Usage: npm run build && node bench/lighthouse.mjs [/ /privacy-policy …]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startOrbit } from './lib/server.mjs';
import { pageJavaScript } from './page-weight.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const orbit = await startOrbit();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const path of paths) {
    const url = new URL(path, orbit.url).toString();
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100) / 100;
    const js = await pageJavaScript(orbit.url, path);
    console.log(
      JSON.stringify({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        jsFiles: js.files,
        jsGzipBytes: js.gzipBytes,
        jsRawBytes: js.rawBytes,
      }),
    );
  }
} finally {
  await chrome.kill();
  orbit.stop();
}
