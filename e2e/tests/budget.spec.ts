import { devices } from '@playwright/test';
import { idleJavaScript, PHONE_USER_AGENT, pageJavaScript } from '../../bench/page-weight.mjs';
import { BASE_URL } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The lobby's start-up JavaScript (gzip), a size and not a time: 1.3× the bare React Router app
 * of `bench/bare-app` (108,722 B gzip with this lockfile; `node bench/lobby-javascript.mjs`
 * measures both), to the byte. A change that grows the lobby past it must pay for itself elsewhere.
 */
const LOBBY_JS_BUDGET_BYTES = Math.floor(1.3 * 108_722);

/**
 * All JavaScript a first-time guest's lobby loads until the network is idle (start-up and the
 * chunks after hydration), each file gzip-compressed at level 9 for a stable figure. Issue 21 aims
 * at 150 KB (it was 189 KB). These are the ceilings reached so far, lowered as the late chunks
 * shrink: 147.7 KB at a desktop's size and a phone's alike. Of the start-up, React, React Router
 * and TanStack Query are 118.8 KB. What no first screen needs loads when it is needed: the wins
 * feed and the footer near the viewport, the jackpots once on screen, the socket once something
 * listens, the telemetry and the page's listeners at first use, the header's search and language
 * button and the cookie notice when reached for, the promo-code host when there is a code.
 */
const LOBBY_IDLE_JS_BUDGET_BYTES = { desktop: 148_500, phone: 148_500 } as const;

/**
 * The server-rendered HTML document of the lobby and a category page, uncompressed: markup and
 * the loader data it carries (the lobby's queries). Issue 21 aims at 60 KB (it was 278 KB): the
 * desktop's ceiling is the aim, the phone's what it reached. A desktop's lobby is 57.8 KB here
 * (/pokies/all 53.1 KB; 59.0 KB to a browser's user agent): its first row's tiles and only their
 * games' data, every other row's heading and link over a row's empty box, the lobby's own banners,
 * the jackpots and the winners their leaderboard shows, the shell's header (3.5 KB), footer
 * (8.5 KB) and bottom bar (0.9 KB) and their data (each query as key, data and time; of the
 * project and the locales what the browser reads; the hreflang links made in the head, not
 * carried). The catalogue areas the page shows are a file its head links, not part of it
 * (shared/i18n/page-messages.ts). A phone's pages carry a phone's first screen of tiles (a row's
 * first 3, a grid's first 6): the lobby 54.3 KB, /pokies/all 47.3 KB.
 * A server's first lobby is 0.9 KB more (parts whose code the server has not loaded yet stream
 * in after the rest), which the ceilings allow: the test may be the first.
 */
const LOBBY_HTML_BUDGET_BYTES = 60_000;
const PHONE_HTML_BUDGET_BYTES = 55_500;

test('the lobby and a category page stay within the JavaScript budget', async () => {
  for (const path of ['/', '/pokies/all']) {
    const { gzipBytes } = await pageJavaScript(BASE_URL, path);
    expect(gzipBytes, `${path} start-up JavaScript (gzip bytes)`).toBeLessThanOrEqual(LOBBY_JS_BUDGET_BYTES);
  }
});

test("the lobby's and a category page's HTML stay within the HTML budget", async ({ request }) => {
  for (const [device, headers, budget] of [
    ['desktop', {}, LOBBY_HTML_BUDGET_BYTES],
    ['phone', { 'user-agent': PHONE_USER_AGENT }, PHONE_HTML_BUDGET_BYTES],
  ] as const) {
    for (const path of ['/', '/pokies/all']) {
      const response = await request.get(path, { headers });
      expect(response.status()).toBe(200);
      const bytes = (await response.body()).length;
      expect(bytes, `${path} HTML on a ${device} (bytes, uncompressed)`).toBeLessThanOrEqual(budget);
    }
  }
});

test("a guest's lobby loads at most its budget of JavaScript until the network is idle", async ({
  browser,
}) => {
  for (const device of ['desktop', 'phone'] as const) {
    const context = await browser.newContext(device === 'phone' ? devices['Pixel 7'] : {});
    const { files, gzipBytes: total } = await idleJavaScript(await context.newPage(), BASE_URL);
    await context.close();
    expect(files).toBeGreaterThan(0);
    expect(total, `JavaScript until network idle on a ${device} (gzip bytes)`).toBeLessThanOrEqual(
      LOBBY_IDLE_JS_BUDGET_BYTES[device],
    );
  }
});
