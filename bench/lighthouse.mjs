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
  // Warm the server first: the figure is about the page, not about a cold process's first render.
  for (const path of paths) {
    for (let i = 0; i < 5; i++)
      await (await fetch(new URL(path, orbit.url), { headers: { 'accept-encoding': 'br' } })).text();
  }
  // Lighthouse's simulated throttling varies from run to run: report the median of RUNS runs.
  const RUNS = Number(process.env.RUNS ?? 3);
  const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  for (const path of paths) {
    const url = new URL(path, orbit.url).toString();
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      runs.push(result.lhr);
    }
    const score = (id) => median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100) / 100));
    const audit = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
    const js = await pageJavaScript(orbit.url, path);
    console.log(
      JSON.stringify({
        path,
        runs: RUNS,
        performance: score('performance'),
        performanceRuns: runs.map((lhr) => lhr.categories.performance.score),
        // A run without a score (counted as 0 in the median): Lighthouse's error, or the audits that failed.
        unscored: runs
          .filter((lhr) => lhr.categories.performance.score === null)
          .map(
            (lhr) =>
              lhr.runtimeError?.code ??
              Object.values(lhr.audits)
                .filter((audit) => audit.errorMessage)
                .map((audit) => `${audit.id}: ${audit.errorMessage}`)
                .join('; '),
          ),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: audit('cumulative-layout-shift'),
        tbtMs: Math.round(audit('total-blocking-time')),
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
