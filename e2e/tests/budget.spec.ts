import { pageJavaScript } from '../../bench/page-weight.mjs';
import { BASE_URL } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The lobby's start-up JavaScript (gzip), a size and not a time: 1.3× the bare React Router app
 * of `bench/bare-app` (108,722 B gzip with this lockfile; `node bench/lobby-javascript.mjs`
 * measures both), to the byte. A change that grows the lobby past it must pay for itself elsewhere.
 */
const LOBBY_JS_BUDGET_BYTES = Math.floor(1.3 * 108_722);

test('the lobby and a category page stay within the JavaScript budget', async () => {
  for (const path of ['/', '/pokies/all']) {
    const { gzipBytes } = await pageJavaScript(BASE_URL, path);
    expect(gzipBytes, `${path} start-up JavaScript (gzip bytes)`).toBeLessThanOrEqual(LOBBY_JS_BUDGET_BYTES);
  }
});
