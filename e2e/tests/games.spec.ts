import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { registerByApi } from '../support/players.ts';
import { dialog, expectHydrated } from '../support/ui.ts';

/** The games_filter requests the browser sends (the first page of a list is rendered on the server). */
function watchGamesFilter(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/games_filter')
      bodies.push((request.postDataJSON() ?? {}) as Record<string, unknown>);
  });
  return bodies;
}

/** The grid's cells: games, the random-game card, the cashback card. */
const cells = (page: Page) => page.getByTestId('games-list').locator(':scope > li');
const tiles = (page: Page) => page.getByTestId('games-list').getByRole('article');
const titleSearches = (bodies: Record<string, unknown>[]) =>
  bodies.filter((b) => (b.filter as { title?: string } | undefined)?.title !== undefined);

test.describe('game lists', () => {
  test('a category loads 40 games a page as the player scrolls, past two pages', async ({ page }) => {
    const requests = watchGamesFilter(page);
    await page.goto('/pokies/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'All games' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(tiles(page)).toHaveCount(40);
    await expectHydrated(page.getByRole('button', { name: 'Show more games' }));
    // The random-game card is the 10th tile.
    await expect(cells(page).nth(9)).toContainText('Random game');

    await page.getByTestId('games-list').getByRole('article').last().scrollIntoViewIfNeeded();
    await expect(tiles(page)).toHaveCount(80);
    await page.getByTestId('games-list').getByRole('article').last().scrollIntoViewIfNeeded();
    await expect(tiles(page)).toHaveCount(120);

    // Page 1 once: the HTML carries only the tiles the server renders, the rest load after hydration.
    const pages = requests.map((b) => b.page);
    expect(pages.slice(0, 3), 'the browser asked for page 1 once, then pages 2 and 3').toEqual([1, 2, 3]);
    expect(requests.every((b) => b.page_size === 40)).toBe(true);
  });

  test('a producer page lists only that producer’s games', async ({ page }) => {
    await page.goto('/producers/nebula-forge');
    await expect(page.getByRole('heading', { level: 1, name: 'Nebula Forge games' })).toBeVisible();
    const art = tiles(page).locator('img');
    await expect(art.first()).toBeVisible();
    const sources = await art.evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThan(5);
    for (const src of sources) expect(src).toMatch(/^\/games\/art\/nebula-forge\//);
    await expect(page).toHaveTitle(/Nebula Forge/);
  });

  test('the live list opens with the cashback card', async ({ page }) => {
    await page.goto('/live/all');
    const first = cells(page).first();
    await expect(first.getByRole('link', { name: /Live cashback/ })).toHaveAttribute(
      'href',
      '/promotions/cashback',
    );
  });

  test('search asks nothing for 2 characters and shows results from the 3rd', async ({ page }) => {
    const requests = watchGamesFilter(page);
    // The page's clock, so the search's debounce can be run past instead of waited for.
    await page.clock.install();
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search games' });
    await expectHydrated(search);
    await search.click();
    // An empty query recommends games.
    await expect(page.getByText('Recommended games')).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();

    await search.fill('at');
    await expect(page.getByText('Type at least 3 characters')).toBeVisible();
    // Past the debounce: a title search for 2 characters would be sent now, before the one for 3.
    await page.clock.runFor(1_000);
    expect(titleSearches(requests), 'no title search for 2 characters').toEqual([]);

    await search.fill('ath');
    await page.clock.runFor(1_000);
    const option = page.getByRole('option', { name: 'Athena Colossus' });
    await expect(option).toBeVisible();
    expect(titleSearches(requests).map((b) => (b.filter as { title: string }).title)).toEqual(['ath']);

    await search.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  test('a guest’s play opens registration and comes back to the list', async ({ page }) => {
    await page.goto('/pokies/all');
    const tile = tiles(page).first();
    await tile.hover();
    const play = tile.getByRole('link', { name: /^Play / });
    await expectHydrated(play);
    await play.click();
    await expect(dialog(page, 'Create an account')).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/pokies/all');
    expect(url.searchParams.get('redirect')).toBe('/pokies/all');
    // The list behind the modal is not loaded again.
    await expect(tiles(page)).toHaveCount(40);
  });

  test('a player adds a favourite, finds it on the favourites page and removes it there', async ({
    page,
  }) => {
    await registerByApi(page.request);
    await page.goto('/pokies/all');
    const tile = tiles(page).first();
    const title = (await tile.getByRole('heading').textContent()) ?? '';
    const heart = tile.getByRole('button', { name: `Favourite: ${title}` });
    await expectHydrated(heart);
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toBeEnabled();

    await page.goto('/favorite-games');
    await expect(page.getByRole('heading', { level: 1, name: 'My favourite games' })).toBeVisible();
    const favourite = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(favourite).toHaveCount(1);
    const remove = favourite.getByRole('button', { name: `Favourite: ${title}` });
    await expectHydrated(remove);
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    // The tile leaves at once (optimistic); the reload comes after the server has answered.
    const removed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/player/favorite_games/'),
    );
    await remove.click();
    await expect(favourite).toHaveCount(0);
    await expect(page.getByText(/No favourites yet/)).toBeVisible();
    expect((await removed).status()).toBe(204);

    await page.reload();
    await expect(page.getByText(/No favourites yet/)).toBeVisible();
  });

  test('the favourites page sends a guest to registration', async ({ page }) => {
    await page.goto('/favorite-games');
    await expect(dialog(page, 'Create an account')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/favorite-games');
  });
});
