import { gzipSync } from 'node:zlib';
import { PHONE_USER_AGENT, pageJavaScript } from '../../bench/page-weight.mjs';
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
 * at 150 KB (it was 189 KB). This is the ceiling reached so far: 182.5 KB (a guest's page loads no
 * player listeners nor side bookmarks), of which the socket client is 13 KB — the lobby's
 * jackpots are live for guests too (a guest's page with nothing live loads no socket). Lowered as
 * the lobby's late chunks shrink.
 */
const LOBBY_IDLE_JS_BUDGET_BYTES = 185_000;

/**
 * The server-rendered HTML document of the lobby and a category page, uncompressed: markup and
 * the loader data it carries (catalogue areas, the lobby's queries). Issue 21 aims at 60 KB (it
 * was 278 KB); these are the ceilings reached so far, lowered as the pages shrink. A desktop's
 * lobby is 75.7 KB here (/pokies/all 70.4 KB): its first row's tiles and only their games' data,
 * every other row's heading and link over a row's empty box, the lobby's own banners, the jackpots
 * and the winners their leaderboard shows, the shell's header and footer (15 KB of markup) and
 * data, the catalogue areas the page shows (a list page's own words only on list pages). A phone's
 * pages carry a phone's first screen of tiles (a row's first 3, a grid's first 6): the lobby
 * 69.8 KB, /pokies/all 63.5 KB.
 */
const LOBBY_HTML_BUDGET_BYTES = 76_500;
const PHONE_HTML_BUDGET_BYTES = 70_500;

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

test("a guest's lobby loads at most its budget of JavaScript until the network is idle", async ({ page }) => {
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = await Promise.all(bodies);
  expect(sizes.length).toBeGreaterThan(0);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  expect(total, 'JavaScript until network idle (gzip bytes)').toBeLessThanOrEqual(LOBBY_IDLE_JS_BUDGET_BYTES);
});
