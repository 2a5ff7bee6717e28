import type { Page } from '@playwright/test';
import { cad, giftsOf, pocketsOf } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

/** The demo's coupon (apps/server/src/db/seed/bonuses.ts): 25 free spins on Copper Fountain, C$0.30 each, wager 30×. */
const COUPON = 'FREESPINS25';
const SPINS = 25;
const GAME_PATH = '/play/orchard-reels/copper-fountain';

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance:/ });

test.describe('free spins', () => {
  test('a player redeems a free-spins coupon, plays the spins in the slot without touching the balance, and finds the winnings as a bonus', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await registerByApi(page.request);

    // The coupon on the gifts page.
    await page.goto('/profile/gifts');
    const coupon = page.getByTestId('gifts-coupon-form');
    await expectHydrated(coupon.getByRole('button', { name: 'Activate coupon' }));
    await coupon.getByLabel('Coupon code').fill(COUPON);
    await coupon.getByRole('button', { name: 'Activate coupon' }).click();
    await expect(coupon.getByTestId('gifts-coupon-status')).toHaveText('The coupon is activated.');

    // "Play now" on the free spins' card opens the slot.
    const card = page.getByTestId('gifts-active').getByTestId('gift-freespins');
    await card.getByRole('link', { name: 'Play now' }).click();
    await expect(page).toHaveURL(new RegExp(`${GAME_PATH}`));
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const left = frame.getByTestId('free-spins-left');
    await expect(left).toHaveText(`${SPINS} free spins left`, { timeout: 20_000 });
    await expect(frame.getByTestId('free-spins')).toContainText(`Each spin plays at ${cad(30)}`);
    const frameBalance = frame.getByTestId('house-balance');
    const balanceShown = (await frameBalance.textContent()) ?? '';
    const headerShown = (await headerBalance(page).textContent()) ?? '';
    const before = await pocketsOf(page.request);

    const play = frame.getByRole('button', { name: 'Play free spin' });
    await expectHydrated(play);
    let bonusCents: number | null = null;
    for (let spin = 1; spin <= SPINS; spin++) {
      await expect(play).toBeEnabled();
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/house\/sessions\/[^/]+\/free-spins$/.test(r.url()),
      );
      await play.click();
      const answer = await answered;
      expect(answer.status(), `free spin ${spin}`).toBe(200);
      bonusCents = ((await answer.json()) as { free_spins_bonus_cents: number | null })
        .free_spins_bonus_cents;
      const skip = frame.getByRole('button', { name: 'Skip' });
      if (await skip.isVisible()) await skip.click();
      if (spin < SPINS) {
        await expect(left).toHaveText(`${SPINS - spin} free spin${SPINS - spin === 1 ? '' : 's'} left`);
        await expect(frameBalance).toHaveText(balanceShown);
        await expect(headerBalance(page)).toHaveText(headerShown);
      }
    }
    await expect(frame.getByRole('alert')).toHaveCount(0);
    await expect(left).toHaveCount(0);
    // Real money never moved.
    expect((await pocketsOf(page.request)).real).toBe(before.real);

    const over = frame.getByTestId('free-spins-over');
    expect(bonusCents).not.toBeNull();
    if (bonusCents === 0) {
      // 25 losing spins are possible, if rare: nothing to turn into a bonus.
      await expect(over).toContainText('They won nothing this time.');
      return;
    }
    const won = bonusCents ?? 0;
    await expect(over).toContainText(`Your free spin winnings of ${cad(won)} are now a bonus.`);
    // The winnings arrived as bonus money: the frame's balance (real + bonus) shows them.
    await expect(frameBalance).toHaveText(cad(before.real + before.bonus + won));

    // The link leaves the frame for the gifts page, where the winnings wager 30×.
    await over.getByRole('link', { name: 'See your gifts' }).click();
    await expect(page).toHaveURL(/\/profile\/gifts$/);
    const bonus = page.getByTestId('gifts-active').getByTestId('gift-bonus');
    await expect(bonus.getByTestId('gift-amount').filter({ hasText: cad(won) })).toHaveCount(1);
    const gifts = await giftsOf(page.request);
    expect(gifts.find((g) => g.stage === 'handle_bets' && g.amount_cents === won)).toMatchObject({
      amount_wager_requirement_cents: won * 30,
    });
  });
});
