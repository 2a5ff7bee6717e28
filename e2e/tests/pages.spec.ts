import { BASE_URL } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';
import { dialog, expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('the error page says what happened and leads home and to the support chat; never indexed', async ({
  page,
}) => {
  await page.goto('/oops');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute(
    'href',
    '/',
  );
  const support = page.getByRole('main').getByRole('link', { name: 'Contact support' });
  await expectHydrated(support);
  await support.click();
  await expect(dialog(page, 'Support')).toBeVisible();

  await page.goto('/de/oops?reason=maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Wir sind gleich zurück' })).toBeVisible();
});

test('the crypto page lists the cryptocurrencies Orbit takes, in the page’s language', async ({ page }) => {
  await page.goto('/benefits-of-crypto');
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits of crypto' })).toBeVisible();
  await expect(page.getByTestId('crypto-currencies')).toContainText('BTC');
  await page.goto('/it/benefits-of-crypto');
  await expect(page.getByRole('heading', { level: 1, name: 'Vantaggi delle criptovalute' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Criptovalute accettate' })).toBeVisible();
});

test('the feature-flag page switches a flag for this browser only', async ({ page, browser }) => {
  await page.goto('/ffc');
  const select = page.getByLabel('rocket-chance');
  await expectHydrated(select);
  await select.selectOption('off');
  await expect(select).toHaveValue('off');
  // This browser's rocket chance is off: its page leads to the promotions.
  await page.goto('/rocket-chance');
  await expect(page).toHaveURL(/\/promotions$/);

  // Another browser still sees the operator's setting.
  const other = await browser.newContext({ baseURL: BASE_URL });
  const otherPage = await other.newPage();
  await otherPage.goto('/rocket-chance');
  await expect(otherPage).toHaveURL(/\/rocket-chance$/);
  await other.close();

  await page.goto('/ffc');
  const undo = page.getByRole('button', { name: 'Undo all my switches' });
  await expectHydrated(undo);
  await undo.click();
  await expect(page.getByLabel('rocket-chance')).toHaveValue('default');
  await page.goto('/rocket-chance');
  await expect(page).toHaveURL(/\/rocket-chance$/);
});

test('sport pages: sign-up and sign-in open here, others say sports are not offered; #sport goes there too', async ({
  page,
  request,
}) => {
  await page.goto('/sport/registration');
  await expect(page).toHaveURL(/\/registration$/);
  await expect(dialog(page, 'Create an account')).toBeVisible();

  await page.goto('/sport/live');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sports betting is not offered here' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute(
    'href',
    '/',
  );

  await page.goto('/de/promotions#sport_tennis');
  await expect(page).toHaveURL(/\/de\/sport\/tennis$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sportwetten werden hier nicht angeboten' }),
  ).toBeVisible();

  // The mirror with a betting link sends its sport pages to the sportsbook.
  const mirror = BASE_URL.replace('localhost', '127.0.0.1');
  const away = await request.get(`${mirror}/sport/login`, { maxRedirects: 0 });
  expect(away.status()).toBe(302);
  expect(away.headers().location).toBe('https://sport.orbit.localhost/login');
});

test('the blog: three articles a page, newest first, an article with its date and the way back', async ({
  page,
}) => {
  await page.goto('/blog');
  const list = page.getByTestId('news-list');
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Rocket chance is here');
  const older = page.getByRole('link', { name: 'Older articles' });
  await expectHydrated(older);
  await older.click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByTestId('news-list').getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'Play on your own terms' }).click();
  await expect(page).toHaveURL(/\/blog\/responsible-play$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Play on your own terms' })).toBeVisible();
  await expect(page.locator('time')).toHaveAttribute('datetime', '2026-10-27');
  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto('/no/blog/crypto-deposits');
  await expect(page.getByRole('heading', { level: 1, name: 'Sett inn med krypto' })).toBeVisible();
  const missing = await page.goto('/blog/no-such-article');
  expect(missing?.status()).toBe(404);
});

test('one offer has a page of its own; a named popup opens by its address', async ({ page }) => {
  const offers = (await (
    await page.request.get('/api/bonuses/registration?locale=en', { headers: XHR })
  ).json()) as Array<{ id: string | number; bonuses: Array<{ type: string | null }> }>;
  const offer = offers.find((o) => o.bonuses[0]?.type);
  expect(offer, 'the demo has a sign-up offer').toBeDefined();
  await page.goto(`/bonus/${offer!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your offer' })).toBeVisible();
  await expect(page.getByTestId('offer-card')).toHaveCount(1);
  await expect(page.getByTestId('offer-card').getByRole('link', { name: 'Sign up' })).toBeVisible();
  expect((await page.goto('/bonus/999999'))?.status()).toBe(404);

  await page.goto('/fr-CA/popup/welcome');
  const popup = dialog(page, 'Bienvenue chez Orbit');
  await expect(popup).toBeVisible();
  const close = popup.getByRole('button', { name: 'Fermer' });
  await expectHydrated(close);
  await close.click();
  await expect(page).toHaveURL(/\/fr-CA$/);
});

test('/arena and /promo lead to the tournaments', async ({ page }) => {
  await page.goto('/arena');
  await expect(page).toHaveURL(/\/tournaments$/);
  await page.goto('/de/promo');
  await expect(page).toHaveURL(/\/de\/tournaments$/);
});

test("a page's stylesheet is in its head, its scripts held there until its first paint", async ({
  request,
}) => {
  for (const path of ['/', '/pokies/all', '/about']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.search(/<link[^>]*rel="stylesheet"/), `${path}: a stylesheet in the head`).toBeGreaterThan(0);
    // A browser neither fetches nor runs what is held (see start-after-first-paint.server.ts).
    expect(head, `${path}: held module preloads`).toContain('rel="orbit-modulepreload"');
    // But the entry's: the held script imports it last, and it should not wait for the rest.
    expect(html.match(/rel="modulepreload" href="[^"]*/g), `${path}: the entry's preload only`).toEqual([
      expect.stringMatching(/entry\.client-[\w-]+\.js$/),
    ]);
    expect(html, `${path}: no module script the browser would run`).not.toMatch(/<script[^>]*type="module"/);
  }
});

/**
 * When the page's first frame was painted on the main thread (`paintTime`): its first contentful
 * paint's `startTime` is when that frame reached the screen, which on a busy machine comes after
 * the timer the page sets in that frame has already run.
 */
function firstPaintTime(): number | undefined {
  const entry = performance.getEntriesByName('first-contentful-paint')[0] as
    | { paintTime?: number; startTime: number }
    | undefined;
  return entry?.paintTime ?? entry?.startTime;
}

test('a page requests its scripts (but its small entry) after its first paint, and hydrates', async ({
  page,
}) => {
  await page.goto('/about');
  // React Router's route modules are loaded once the page has hydrated.
  const routeModules = () =>
    page.evaluate(() => {
      const loaded = (globalThis as { __reactRouterRouteModules?: object }).__reactRouterRouteModules;
      return Object.keys(loaded ?? {}).length;
    });
  await expect.poll(routeModules).toBeGreaterThan(0);
  const paint = await page.evaluate(firstPaintTime);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('/entry.client-'))
      .map((entry) => entry.startTime),
  );
  expect(paint, 'a first contentful paint').toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...scripts), 'the first script request').toBeGreaterThanOrEqual(paint ?? 0);
});

test("a page's words are a file its head links, fetched once after its first paint and kept; a navigation's come with its data", async ({
  page,
}) => {
  const words: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/messages/')) words.push(request.url());
  });
  const response = await page.goto('/de/about');
  const html = (await response?.text()) ?? '';
  // The shell's words are in the markup, not in the page's data (a key of the shell's area).
  expect(html).toContain('Hauptnavigation');
  expect(html).not.toContain('skipToContent');
  const link = html
    .match(/<link rel="orbit-preload" as="fetch" href="([^"]*)"/)?.[1]
    ?.replaceAll('&amp;', '&');
  expect(link).toMatch(/^\/messages\/de\.json\?ns=[a-z,]+&v=[\w-]+$/);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expectHydrated(nav.getByRole('link', { name: 'Turniere' }));
  expect(words).toEqual([new URL(link ?? '', BASE_URL).toString()]);
  const paint = await page.evaluate(firstPaintTime);
  const requested = await page.evaluate(
    (url) => performance.getEntriesByName(url)[0]?.startTime,
    new URL(link ?? '', BASE_URL).toString(),
  );
  expect(requested, 'the words requested after the first paint').toBeGreaterThanOrEqual(paint ?? 0);
  const file = await page.request.get(link ?? '');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Another section's words arrive with the navigation's data: no key reads as itself.
  await nav.getByRole('link', { name: 'Turniere' }).click();
  await expect(page).toHaveURL(/\/de\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\b(shell|common|tournaments|lists|games)\.[a-z]+/);
  // (Words a part reads later may still come on demand, by a 5-minute address.)
  expect(
    words.filter((url) => url.includes('&v=')),
    "no page's words file for a navigation",
  ).toHaveLength(1);
});
