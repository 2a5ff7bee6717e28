import type { APIRequestContext } from '@playwright/test';
import { METRICS_TOKEN } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';

/** A sample of /metrics (0 while the series does not exist yet). */
async function sample(request: APIRequestContext, series: string): Promise<number> {
  const res = await request.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status()).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

type BrowserObserver = new (
  callback: (entries: unknown, observer: { disconnect(): void }) => void,
) => { observe(options: { type: string; buffered: boolean }): void };

const HOME_TTFB = 'orbit_web_vital_seconds_count{name="TTFB",page="home"}';
const HOME_FCP = 'orbit_web_vital_seconds_count{name="FCP",page="home"}';
const HOME_LCP = 'orbit_web_vital_seconds_count{name="LCP",page="home"}';

test('the lobby sends its Core Web Vitals by beacon once in use and left, and /metrics counts them', async ({
  page,
  request,
}) => {
  expect((await request.get('/metrics')).status(), 'no token, no metrics').toBe(401);
  const ttfbBefore = await sample(request, HOME_TTFB);
  const fcpBefore = await sample(request, HOME_FCP);
  const lcpBefore = await sample(request, HOME_LCP);

  await page.goto('/', { waitUntil: 'networkidle' });
  // The telemetry is a chunk of its own, loaded once the page is in use (an interaction, the page
  // hidden or left): nothing on the first screen needs it.
  const chunkUrl = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .find((name) => /\/start-telemetry-[^/]+\.js$/.test(name)) ?? null,
    );
  expect(await chunkUrl(), 'no telemetry before the page is in use').toBeNull();
  // The starter listens from its effect, once the page has hydrated: on a slow machine a first
  // wheel can come before it (the telemetry would then wait for the page to be left), so the
  // visitor scrolls on until it loads.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 100);
      return chunkUrl();
    })
    .not.toBeNull();
  // Importing it again resolves once it has run (after the app's own import has started it).
  await page.evaluate((url) => import(url).then(() => true), (await chunkUrl()) ?? '');
  // Its observers get the buffered paints in a task of their own, after it has run: once an
  // observer made now has them, so have its (on a busy machine the page could be left before).
  await page.evaluate(() => {
    // The browser's observer (this file is typed for Node, whose entry types have no paints).
    const Observer = (globalThis as unknown as { PerformanceObserver: BrowserObserver }).PerformanceObserver;
    return Promise.all(
      ['paint', 'largest-contentful-paint'].map(
        (type) =>
          new Promise((resolve) =>
            new Observer((_, observer) => {
              observer.disconnect();
              resolve(type);
            }).observe({ type, buffered: true }),
          ),
      ),
    );
  });

  // Leaving the page sends the vitals of its load (web-vitals read the entries the browser buffered
  // before the chunk came) in one beacon (the browser delivers it as the page goes, unseen by
  // Playwright's request events): /metrics counts them for the lobby.
  await page.goto('/provably-fair');
  await expect.poll(() => sample(request, HOME_TTFB)).toBeGreaterThan(ttfbBefore);
  await expect.poll(() => sample(request, HOME_FCP)).toBeGreaterThan(fcpBefore);
  await expect.poll(() => sample(request, HOME_LCP)).toBeGreaterThan(lcpBefore);
});
