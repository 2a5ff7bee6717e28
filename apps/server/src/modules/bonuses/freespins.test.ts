import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusOffers, playerBonuses } from '../../db/schema/index.ts';
import { FREE_SPINS_GAME } from '../../db/seed/bonuses.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';
import { claimFreeSpin, playableFreeSpins, settleFreeSpin } from './freespins.ts';
import { bonusPlayer } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

/** A player holding 3 activated free spins at C$0.30 whose winnings carry a 10× wager. */
async function spinsPlayer() {
  const [offer] = await t.deps.db
    .insert(bonusOffers)
    .values({
      groupKey: `spins_${Math.random().toString(36).slice(2)}`,
      trigger: 'coupon',
      code: `S${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      titles: { en: 'Three spins' },
      reward: 'freespins',
      freespinsGame: FREE_SPINS_GAME,
      freespinsCount: 3,
      freespinsStakes: { CAD: 30 },
      wagerMultiplier: 10,
      maxWin: { CAD: 5_000 },
    })
    .returning();
  const p = await bonusPlayer(t, 1_000);
  const redeemed = await p.request('/api/bonuses/coupon', 'POST', { coupon_code: offer!.code! });
  expect(redeemed.json()).toEqual({ status: 'successfully_activated' });
  const spins = await playableFreeSpins(t.deps.db, p.user.id, 'CAD', FREE_SPINS_GAME, t.clock.now);
  expect(spins).toMatchObject({ stakeCents: 30, left: 3 });
  return { p, giftId: spins!.giftId };
}

describe('free spins', () => {
  it('20 parallel claims take only the 3 spins there are; a repeated round answers its first claim', async () => {
    const { p, giftId } = await spinsPlayer();
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claimFreeSpin(t.deps, { userId: p.user.id, currency: 'CAD', giftId, roundRef: `r${i}` }),
      ),
    );
    expect(claims.filter((c) => c !== null)).toHaveLength(3);
    const taken = claims.findIndex((claim) => claim !== null);
    const again = await claimFreeSpin(t.deps, {
      userId: p.user.id,
      currency: 'CAD',
      giftId,
      roundRef: `r${taken}`,
    });
    expect(again).toMatchObject({ stakeCents: 30, left: 0 });
    expect(await playableFreeSpins(t.deps.db, p.user.id, 'CAD', FREE_SPINS_GAME, t.clock.now)).toBeNull();
    // Another player cannot take them.
    const other = await bonusPlayer(t);
    expect(
      await claimFreeSpin(t.deps, { userId: other.user.id, currency: 'CAD', giftId, roundRef: 'x' }),
    ).toBeNull();
  });

  it('the winnings become a bonus with its own wager once the last spin is settled, counted once per round', async () => {
    const { p, giftId } = await spinsPlayer();
    const before = await p.state();
    for (const [i, win] of [0, 120, 80].entries()) {
      const claim = await claimFreeSpin(t.deps, {
        userId: p.user.id,
        currency: 'CAD',
        giftId,
        roundRef: `round-${i}`,
      });
      expect(claim).toMatchObject({ stakeCents: 30, left: 2 - i });
      const settle = () =>
        settleFreeSpin(t.deps, {
          userId: p.user.id,
          currency: 'CAD',
          giftId,
          roundRef: `round-${i}`,
          winCents: win,
        });
      await Promise.all([settle(), settle()]);
    }
    const rows = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.user.id));
    const spins = rows.find((row) => row.id === giftId);
    expect(spins).toMatchObject({
      stage: 'finished',
      freespinsPerformed: 3,
      freespinsSettled: 3,
      freespinsWinCents: 200,
    });
    const winnings = rows.find((row) => row.sourceKey === `freespins:${giftId}`);
    expect(winnings).toMatchObject({
      kind: 'bonus',
      stage: 'handle_bets',
      amountCents: 200,
      wagerRequirementCents: 2_000,
    });
    // Only the winnings moved: into the bonus pocket; real money untouched by the spins.
    expect(await p.state()).toMatchObject({
      realCents: before.realCents,
      amountCents: before.amountCents + 200,
    });
    expect(await unbalancedTransactions(t)).toBe(0);
  });
});
