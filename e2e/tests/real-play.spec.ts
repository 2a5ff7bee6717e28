import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, signInByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** tester@orbit.test opens with 1,000.00 AUD (seed); no other journey plays with it. */
const PLAYER = 'tester@orbit.test';

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance:/ });

/** The active account's balance as the header writes its digits (en, 2 decimals). */
async function balanceDigits(request: APIRequestContext): Promise<string> {
  const accounts = (await (
    await request.get('/api/player/accounts?compatibility=false', { headers: XHR })
  ).json()) as { amount_cents: number; active: boolean }[];
  const active = accounts.find((a) => a.active) ?? accounts[0]!;
  return new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    active.amount_cents / 100,
  );
}

/** One kind of game each, played for real money in its frame. */
const GAMES: Record<string, (frame: FrameLocator) => Promise<void>> = {
  'orbit-originals/hex-dice': (f) => f.getByRole('button', { name: 'Roll', exact: true }).click(),
  'halcyon-tables/velvet-roulette': async (f) => {
    await f.getByRole('button', { name: '17 black' }).click();
    await f.getByRole('button', { name: 'Spin', exact: true }).click();
  },
  'orchard-reels/lemon-sevens': (f) => f.getByRole('button', { name: 'Spin', exact: true }).click(),
  'velvet-lantern/scarab-mirage': (f) => f.getByRole('button', { name: 'Spin', exact: true }).click(),
  'velvet-lantern/sphinx-dynasty': (f) => f.getByRole('button', { name: 'Spin', exact: true }).click(),
  'halcyon-tables/velvet-blackjack': async (f) => {
    await f.getByRole('button', { name: 'Deal', exact: true }).click();
    const stand = f.getByRole('button', { name: 'Stand', exact: true });
    const deal = f.getByRole('button', { name: 'Deal', exact: true });
    await expect(stand.or(deal)).toBeVisible();
    while (await stand.isVisible()) {
      await stand.click();
      await expect(stand.or(deal)).toBeEnabled();
    }
  },
  'halcyon-tables/jacks-jubilee-poker': async (f) => {
    await f.getByRole('button', { name: 'Deal', exact: true }).click();
    await f.getByRole('button', { name: 'Draw', exact: true }).click();
  },
  'halcyon-tables/jade-baccarat': async (f) => {
    await f.getByRole('button', { name: 'Banker', exact: true }).click();
    await f.getByRole('button', { name: 'Deal', exact: true }).click();
  },
  'orbit-originals/gem-hunt': async (f) => {
    await f.getByRole('button', { name: 'Start', exact: true }).click();
    await f.getByRole('button', { name: 'Tile 7, hidden' }).click();
    const cashOut = f.getByRole('button', { name: /^Cash out/ });
    const start = f.getByRole('button', { name: 'Start', exact: true });
    // Wait for the reveal's answer: cash out while the round goes on, Start after a mine.
    await expect(cashOut.or(start)).toBeEnabled();
    if (await cashOut.isVisible()) await cashOut.click();
    // The round is over (its payout in the wallet) once Start is back.
    await expect(start).toBeEnabled();
  },
  'orbit-originals/turbo-keno': async (f) => {
    await f.getByRole('button', { name: 'Quick pick' }).click();
    await f.getByRole('button', { name: 'Play', exact: true }).click();
  },
  'orbit-originals/peg-tumble': (f) => f.getByRole('button', { name: 'Drop ball' }).click(),
  // Shared rounds: a bet in the betting window moves the balance at once.
  'orbit-originals/rocket-climb': async (f) => {
    const bet = f.getByRole('button', { name: 'Place bet' });
    await expect(bet).toBeEnabled({ timeout: 90_000 });
    await bet.click();
  },
  'kestrel-live/starlight-wheel': async (f) => {
    const segment = f.getByRole('button', { name: '5', exact: true });
    await expect(segment).toBeEnabled({ timeout: 90_000 });
    await segment.click();
    await f.getByRole('button', { name: /^Bet / }).click();
  },
};

test.describe('real play', () => {
  test('a player plays every kind of game for real and the header balance follows live', async ({ page }) => {
    test.setTimeout(420_000);
    await signInByApi(page.request, PLAYER, DEMO_PASSWORD);
    const start = await balanceDigits(page.request);
    for (const [game, play] of Object.entries(GAMES)) {
      await page.goto(`/play/${game}?mode=real`);
      await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
      const balance = headerBalance(page);
      await expect(balance, game).toContainText(await balanceDigits(page.request));
      // A reload would lose this mark: the balance below must arrive over the socket.
      await page.evaluate(() => {
        (globalThis as unknown as { stillHere: boolean }).stillHere = true;
      });
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await expectHydrated(frame.getByRole('button', { name: 'Raise the stake' }));
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/house\/sessions\/[^/]+\//.test(r.url()),
        { timeout: 120_000 },
      );
      await play(frame);
      expect((await answered).status(), game).toBe(200);
      await expect(frame.getByRole('alert'), `${game}: no refusal`).toHaveCount(0);
      await expect(balance, game).toContainText(await balanceDigits(page.request));
      expect(await page.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere)).toBe(
        true,
      );
    }
    expect(await balanceDigits(page.request)).not.toBe(start);

    // Every real round is in the games history.
    const history = (await (await page.request.get('/api/player/games', { headers: XHR })).json()) as {
      game: string;
    }[];
    for (const game of Object.keys(GAMES)) expect(history.map((h) => h.game)).toContain(game);
  });
});
