import { gzipSync } from 'node:zlib';
import { pageJavaScript } from '../../bench/page-weight.mjs';
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
 * the loader data it carries (catalogue areas, dehydrated queries). Issue 21 aims at 60 KB (it
 * was 278 KB); this is the ceiling reached so far (the lobby 87 KB, /pokies/all 72 KB here: the
 * first screen of tiles and only their games' data — the rest load after hydration —, the
 * lobby's own banners, the winners its leaderboard shows, the menus' pages, the language list
 * once hydrated), lowered as the pages shrink.
 */
const LOBBY_HTML_BUDGET_BYTES = 88_000;

test('the lobby and a category page stay within the JavaScript budget', async () => {
  for (const path of ['/', '/pokies/all']) {
    const { gzipBytes } = await pageJavaScript(BASE_URL, path);
    expect(gzipBytes, `${path} start-up JavaScript (gzip bytes)`).toBeLessThanOrEqual(LOBBY_JS_BUDGET_BYTES);
  }
});

test("the lobby's and a category page's HTML stay within the HTML budget", async ({ request }) => {
  for (const path of ['/', '/pokies/all']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const bytes = (await response.body()).length;
    expect(bytes, `${path} HTML (bytes, uncompressed)`).toBeLessThanOrEqual(LOBBY_HTML_BUDGET_BYTES);
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
