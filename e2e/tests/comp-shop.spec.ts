import type { APIRequestContext, Page } from '@playwright/test';
import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const SLOT = '/play/orchard-reels/lemon-sevens?mode=real';
/** The demo shop's free-spins card (apps/server/src/db/seed/loyalty.ts): 150 coins, 10 spins on Copper Fountain. */
const CARD = '10 free spins on Copper Fountain';
const SPINS = 10;

interface CompPoints {
  chargeable: { points: number };
  persistent: { points: number };
}

async function coinsOf(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/player/comp_points', { headers: XHR });
  expect(response.status(), 'comp points').toBe(200);
  return ((await response.json()) as CompPoints).chargeable.points;
}

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance:/ });
const headerCoins = (page: Page) => page.getByRole('banner').getByTestId('header-comp-coins-value');

test.describe('comp shop', () => {
  test('a player plays, sees comp coins arrive live, buys free spins in the shop and plays them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A player of its own (CAD; slots earn 1 coin per C$15 staked): C$50 deposited, 200 coins
    // given by the operator, so no other journey's play moves this one's balance.
    await registerByApi(page.request);
    await givePersonalDetails(page.request);
    await depositByCard(page.request, 5_000);
    const player = (await (await page.request.get('/api/player', { headers: XHR })).json()) as { id: number };
    const given = await page.request.post('/api/operator/comp_points', {
      headers: await operatorHeaders(page.request),
      data: {
        user_id: player.id,
        chargeable_points: 200,
        reason: 'e2e',
        idempotency_key: `e2e-${player.id}`,
      },
    });
    expect(given.status(), await given.text()).toBe(200);

    // A real-money spin at C$20 earns a whole coin; the header's balance menu shows it arrive.
    await page.goto(SLOT);
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    await expectHydrated(headerBalance(page));
    await headerBalance(page).click();
    const before = await coinsOf(page.request);
    await expect(headerCoins(page)).toHaveText(String(before));
    // A reload would lose this mark: the coins below must arrive over the socket.
    await page.evaluate(() => {
      (globalThis as unknown as { stillHere: boolean }).stillHere = true;
    });
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expectHydrated(frame.getByRole('button', { name: 'Raise the stake' }));
    await frame.getByLabel('Stake', { exact: true }).selectOption({ label: 'CA$20.00' });
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/house\/sessions\/[^/]+\//.test(r.url()),
    );
    // The open balance menu lies over the frame: the spin is pressed from the keyboard.
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/player/comp_points')) reads.push(r.url());
    });
    await frame.getByRole('button', { name: 'Spin', exact: true }).press('Enter');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => coinsOf(page.request)).toBeGreaterThan(before);
    await expect(headerCoins(page)).toHaveText(String(await coinsOf(page.request)));
    // The page asked for nothing: the new count came with comps_award.
    expect(reads).toEqual([]);
    expect(await page.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere)).toBe(
      true,
    );

    // The shop's free spins tab: the card, the purchase popup, the exchange, its result.
    await page.goto('/rocket-mart/freespins');
    const card = page.getByRole('article', { name: CARD });
    await expect(card.getByTestId('comp-card-cost')).toHaveText('150 coins');
    await expectHydrated(card.getByRole('button', { name: 'Buy' }));
    await card.getByRole('button', { name: 'Buy' }).click();
    const purchase = page.getByRole('dialog', { name: CARD });
    await expect(purchase.getByTestId('comp-purchase-total')).toHaveText('150 coins');
    const exchanged = page.waitForResponse((r) => /\/api\/comp_points\/exchange\/freespins$/.test(r.url()));
    await purchase.getByRole('button', { name: 'Swap coins' }).click();
    const exchange = await exchanged;
    expect(exchange.status(), await exchange.text()).toBe(200);
    expect(exchange.request().headers()['idempotency-key']).toBeTruthy();
    const left = ((await exchange.json()) as { comp_points: CompPoints }).comp_points.chargeable.points;
    const result = page.getByRole('dialog', { name: 'Reward received' });
    await expect(result.getByTestId('comp-result-reward')).toHaveText(
      `You got ${SPINS} free spins on Copper Fountain.`,
    );
    await expect(result).toContainText(`${left} coins left.`);

    // "Play now" opens the slot with the spins; they play without touching the balance.
    await result.getByRole('link', { name: 'Play now' }).click();
    await expect(page).toHaveURL(/\/play\/orchard-reels\/copper-fountain/);
    const slot = page.frameLocator('[data-testid="game-frame"]');
    const spinsLeft = slot.getByTestId('free-spins-left');
    await expect(spinsLeft).toHaveText(`${SPINS} free spins left`, { timeout: 20_000 });
    const play = slot.getByRole('button', { name: 'Play free spin' });
    await expectHydrated(play);
    for (let spin = 1; spin <= SPINS; spin++) {
      await expect(play).toBeEnabled();
      const spun = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/house\/sessions\/[^/]+\/free-spins$/.test(r.url()),
      );
      await play.click();
      expect((await spun).status(), `free spin ${spin}`).toBe(200);
      const skip = slot.getByRole('button', { name: 'Skip' });
      if (await skip.isVisible()) await skip.click();
      if (spin < SPINS)
        await expect(spinsLeft).toHaveText(`${SPINS - spin} free spin${SPINS - spin === 1 ? '' : 's'} left`);
    }
    await expect(spinsLeft).toHaveCount(0);
    await expect(slot.getByTestId('free-spins-over')).toBeVisible();
  });
});
