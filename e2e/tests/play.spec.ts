import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, PASSWORD, registerByApi, signInByApi, uniqueEmail } from '../support/players.ts';
import { dialog, expectHydrated, registerInModal } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** A studio whose provider context asks for names and date of birth before real play (player_fields). */
const LOTUS = '/play/iron-lotus/sugar-and-spice';

test.describe('the game page', () => {
  test('a guest opens a game in demo from the lobby and the frame loads', async ({ page }) => {
    await page.goto('/pokies/all');
    const tile = page.getByTestId('games-list').getByRole('article').first();
    const title = (await tile.getByRole('heading').textContent()) ?? '';
    await tile.hover();
    const demo = tile.getByRole('link', { name: `${title} demo` });
    await expectHydrated(demo);
    await demo.click();
    await expect(page).toHaveURL(/\/play\/[^/]+\/[^/?]+\?mode=demo$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Indexed under one address: the canonical link drops `?mode`.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const path = new URL(page.url()).pathname;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(
      page.getByRole('navigation', { name: 'Play mode' }).getByRole('link', { name: 'Demo' }),
    ).toHaveAttribute('aria-current', 'page');
    const frame = page.getByTitle(`${title} (game)`);
    await expect(frame).toHaveAttribute('src', /^\/house\/play\/[^/?]+\?locale=en$/);
    // The game's own page answers inside the frame.
    await expect(page.frameLocator('[data-testid="game-frame"]').locator('body')).toContainText(title);
    await page.getByRole('link', { name: 'Close the game and go back to the lobby' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guest asking for real money gets the registration modal, and the page offers the demo', async ({
    page,
  }) => {
    await page.goto(`${LOTUS}?mode=real`);
    const modal = dialog(page, 'Create an account');
    await expect(modal).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe(LOTUS);
    expect(url.searchParams.get('redirect')).toBe(`${LOTUS}?mode=real`);
    const close = modal.getByTestId('modal-close');
    await expectHydrated(close);
    await close.click();
    await expect(modal).toHaveCount(0);
    const notice = page.getByTestId('play-registration');
    await expect(notice).toContainText('Sign up to play for real money');
    await notice.getByRole('link', { name: 'Play the demo' }).click();
    await expect(page).toHaveURL(`${LOTUS}?mode=demo`);
    await expect(page.getByTestId('game-frame')).toBeVisible();
  });

  test('registering from the game page comes back to real play, which asks for the provider fields', async ({
    page,
  }) => {
    await page.goto(`${LOTUS}?mode=real`);
    await registerInModal(page, uniqueEmail('play'), PASSWORD);
    await expect(page).toHaveURL(`${LOTUS}?mode=real`);
    await expect(dialog(page, 'A few details before you play')).toBeVisible();
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });

  test('real play asks for the provider fields first, then the game loads', async ({ page }) => {
    await registerByApi(page.request);
    await page.goto(`${LOTUS}?mode=real`);
    const popup = dialog(page, 'A few details before you play');
    await expect(popup).toBeVisible();
    const save = popup.getByRole('button', { name: 'Save and play' });
    await expectHydrated(save);
    await popup.getByLabel('First name').fill('Ada');
    await popup.getByLabel('Last name').fill('Lovelace');
    await popup.getByLabel('Date of birth').fill('1990-12-10');
    await save.click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /^\/house\/play\//);
    // Filled in once: the next visit goes straight to the game.
    await page.reload();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    await expect(popup).toHaveCount(0);
  });
});

/** One real dice round through the house API; returns its id. */
async function playDiceRound(request: APIRequestContext): Promise<number> {
  const launch = await request.post('/api/games/launch', {
    headers: XHR,
    data: { game: 'orbit-originals/hex-dice', mode: 'real' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const { token } = (await launch.json()) as { token: string };
  const play = await request.post(`/api/house/sessions/${token}/rounds`, {
    headers: XHR,
    data: { bet: { stake: 100, target: 5000, over: true } },
  });
  expect(play.status(), await play.text()).toBe(200);
  return ((await play.json()) as { round: { id: number } }).round.id;
}

test('the game fills a phone screen below the game bar @phone', async ({ page }) => {
  await page.goto('/play/orbit-originals/hex-dice?mode=demo');
  const frame = page.getByTestId('game-frame');
  await expect(frame).toBeVisible();
  const box = await frame.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.height / viewport.height).toBeGreaterThan(0.6);
  expect(box && viewport && box.width).toBeLessThanOrEqual(viewport?.width ?? 0);
});

test.describe('the verifier', () => {
  test('a round from the games history is verified after a rotation reveals its seed', async ({ page }) => {
    await signInByApi(page.request, 'multi@orbit.test', DEMO_PASSWORD);
    const roundId = await playDiceRound(page.request);

    await page.goto('/profile/games-history');
    const table = page.getByRole('table', { name: 'Your rounds, newest first' });
    const verify = table.getByRole('link', { name: new RegExp(`^Verify round #${roundId} of `) });
    await expectHydrated(verify);
    await verify.click();
    await expect(page).toHaveURL(`/provably-fair?round=${roundId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Provably fair' })).toBeVisible();

    const unrevealed = page.getByTestId('round-unrevealed');
    await expect(unrevealed).toBeVisible();
    const rotate = unrevealed.getByRole('button', { name: 'Rotate seeds' });
    await expectHydrated(rotate);
    await rotate.click();
    await expect(page.getByTestId('check-hash')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('check-outcome')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('check-payout')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('outcome')).toContainText('Roll');
    await expect(page.getByTestId('revealed-server-seed')).toBeVisible();
  });
});
