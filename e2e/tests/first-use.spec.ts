import { devices, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { expect, test, watchContextErrors } from '../support/fixtures.ts';

/**
 * The header's search and language button and the cookie notice load their code at first use (the
 * pointer over them, a tap, focus): the server's HTML stands in until then. Each journey holds the
 * part's chunk until the visitor has acted, so the action surely comes before the code, and checks
 * that it still does what it says once the code is in. (Meanwhile the first use may have made React
 * render the part anew, a catalogue area fetched at first use reaching it: the replay covers both.)
 */

/** Holds `page`'s requests for the chunk matching `file` until `release()`. */
async function holdChunk(page: Page, file: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(file, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return {
    /** Resolves once the page has asked for the chunk (and waits for it). */
    requested: () => expect.poll(() => requested, { message: 'the chunk is asked for' }).toBe(true),
    release,
  };
}

const LANGUAGE_CHUNK = /\/assets\/language-select-[0-9a-f]+\.js$/;
const SEARCH_CHUNK = /\/assets\/search-box-[0-9a-f]+\.js$/;
const COOKIE_NOTICE_CHUNK = /\/assets\/cookie-notice-live-[0-9a-f]+\.js$/;

/**
 * Waits until `part`'s loader listens for its first use (it marks the part): the page has hydrated
 * and its lazy parts are in. Before that a tap reaches no listener, and a network gone idle does
 * not say it: on a busy machine hydration alone can take longer than the idle's 500 ms.
 */
const listening = (part: Locator) =>
  expect(part, 'the part waits for its first use').toHaveAttribute('data-awaiting-use', '', {
    timeout: 20_000,
  });

/** Every script URL the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test.describe('parts loaded at first use', () => {
  // The page's service worker would fetch the chunks itself, out of the page's routes' reach.
  test.use({ serviceWorkers: 'block' });

  test('the language button loads nothing until reached for, and the click before its code opens the list', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    const chunk = await holdChunk(page, LANGUAGE_CHUNK);
    await page.goto('/', { waitUntil: 'networkidle' });
    await listening(page.getByTestId('language-select'));
    expect(scripts.filter((url) => LANGUAGE_CHUNK.test(url))).toEqual([]);

    const button = page.getByRole('banner').getByRole('button', { name: /^Language/ });
    await button.click();
    await chunk.requested();
    chunk.release();

    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/?$/);
  });

  test('a key on the language button works on first press', async ({ page }) => {
    const chunk = await holdChunk(page, LANGUAGE_CHUNK);
    await page.goto('/', { waitUntil: 'networkidle' });
    await listening(page.getByTestId('language-select'));
    const button = page.getByRole('banner').getByRole('button', { name: /^Language/ });
    await button.focus();
    await button.press('Enter');
    await chunk.requested();
    chunk.release();

    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Deutsch/ })).toBeVisible();
    // The list's own keys work too: Escape closes it and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the tap that loads the search focuses it, opens its panel, and the search works', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    const chunk = await holdChunk(page, SEARCH_CHUNK);
    await page.goto('/', { waitUntil: 'networkidle' });
    await listening(page.locator('header search'));
    expect(scripts.filter((url) => SEARCH_CHUNK.test(url))).toEqual([]);

    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search games' });
    await search.click();
    await chunk.requested();
    chunk.release();

    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Recommended games')).toBeVisible();
    await search.pressSequentially('ath');
    await expect(page.getByRole('option', { name: 'Athena Colossus' })).toBeVisible();
    await search.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  });

  test("on a phone, the cookie notice's first tap, before its code, dismisses it", async ({
    browser,
    pageErrors,
  }) => {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: BASE_URL,
      serviceWorkers: 'block',
    });
    watchContextErrors(context, pageErrors);
    try {
      const page = await context.newPage();
      const scripts = scriptRequests(page);
      const chunk = await holdChunk(page, COOKIE_NOTICE_CHUNK);
      await page.goto('/', { waitUntil: 'networkidle' });
      const notice = page.getByRole('region', { name: 'We use cookies' });
      await listening(notice);
      expect(scripts.filter((url) => COOKIE_NOTICE_CHUNK.test(url))).toEqual([]);

      await notice.getByRole('button', { name: 'Got it' }).tap();
      await chunk.requested();
      chunk.release();

      await expect
        .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'orbit_cookie_notice'))
        .toBe(true);
      await expect(notice).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
