import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bonusOffers, houseRounds, playerBonuses } from '../../db/schema/index.ts';
import { FREE_SPINS_GAME } from '../../db/seed/bonuses.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer } from '../bonuses/test-support.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';
import { RESETTLE_AFTER_MS, runHouseJobsOnce } from './jobs.ts';
import { launch } from './test-support.ts';

/** Simulates a crash after a free spin's round closed in the wallet, before its spin was settled. */
const crash = vi.hoisted(() => ({ nextSettlement: false }));
vi.mock('../bonuses/freespins.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../bonuses/freespins.ts')>();
  return {
    ...real,
    settleFreeSpin: (...args: Parameters<typeof real.settleFreeSpin>) => {
      if (crash.nextSettlement) {
        crash.nextSettlement = false;
        return Promise.reject(new Error('the process died'));
      }
      return real.settleFreeSpin(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const freeSpin = (token: string, cookie: string) =>
  t.request({ method: 'POST', url: `/api/house/sessions/${token}/free-spins`, cookie });
const session = async (token: string, cookie: string) =>
  (await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie })).json();

/** A CAD player holding the coupon's free spins, with a real session of the free-spins slot. */
async function spinner(coupon: string) {
  const p = await bonusPlayer(t, 1_000);
  const redeemed = await p.request('/api/bonuses/coupon', 'POST', { coupon_code: coupon });
  expect(redeemed.json()).toEqual({ status: 'successfully_activated' });
  const token = await launch(t, FREE_SPINS_GAME, 'real', p.cookie);
  return { p, token };
}

describe('free spins on a house slot', () => {
  it('plays the 25 spins of FREESPINS25 without moving the balance; a 26th is refused; the winnings become a 30× bonus', async () => {
    const { p, token } = await spinner('FREESPINS25');
    expect((await session(token, p.cookie)).free_spins).toEqual({ left: 25, total: 25, stake_cents: 30 });
    const before = await p.state();

    let won = 0;
    for (let spin = 1; spin <= 25; spin++) {
      const res = await freeSpin(token, p.cookie);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.round).toMatchObject({
        stake_cents: 30,
        status: 'closed',
        bet: { stake: 30, free_spin: true },
      });
      won += answer.round.payout_cents;
      if (spin < 25) {
        expect(answer.free_spins).toEqual({ left: 25 - spin, total: 25, stake_cents: 30 });
        expect(answer.free_spins_bonus_cents).toBeNull();
        expect(answer.balance_cents).toBe(before.amountCents);
        expect(await p.state()).toEqual(before);
      } else {
        // The last spin ends the gift: its winnings arrive as bonus money, real money untouched.
        expect(answer.free_spins).toBeNull();
        expect(answer.free_spins_bonus_cents).toBe(won);
        expect(answer.balance_cents).toBe(before.amountCents + won);
        expect(await p.state()).toMatchObject({
          realCents: before.realCents,
          amountCents: before.amountCents + won,
        });
      }
    }

    const refused = await freeSpin(token, p.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('no_free_spins');
    expect((await session(token, p.cookie)).free_spins).toBeNull();

    const gifts = (await p.request('/api/player/bonuses')).json() as {
      strategy: string;
      stage: string;
      amount_cents: number;
      amount_wager_requirement_cents: number;
    }[];
    const bonus = gifts.find((gift) => gift.stage === 'handle_bets' && gift.amount_cents === won);
    // 25 spins all losing is possible, if rarely: then there is nothing to turn into a bonus.
    if (won > 0) {
      expect(bonus).toMatchObject({ amount_wager_requirement_cents: won * 30 });
    } else expect(bonus).toBeUndefined();

    // The wallet saw 25 bets and wins of 0; every round keeps its proof.
    const rounds = await t.deps.db.select().from(houseRounds).where(eq(houseRounds.userId, p.user.id));
    expect(rounds).toHaveLength(25);
    expect(rounds.every((round) => round.walletSettled && round.freeSpinGiftId !== null)).toBe(true);
    const proof = await p.request(`/api/house/rounds/${rounds[0]!.id}`);
    expect(proof.json()).toMatchObject({ stake_cents: 30, bet: { stake: 30, free_spin: true } });
    const history = (await p.request('/api/player/games')).json() as { total_bets: number }[];
    expect(history.every((item) => item.total_bets === 0)).toBe(true);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('a paid round cannot pass itself off as a free spin, and a player without spins gets none', async () => {
    const { p, token } = await spinner('FREESPINS25');
    const paid = await t.request({
      method: 'POST',
      url: `/api/house/sessions/${token}/rounds`,
      payload: { bet: { stake: 30, free_spin: true } },
      cookie: p.cookie,
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().errors.bet).toEqual(['house.errors.bet_invalid']);

    const other = await bonusPlayer(t, 1_000);
    const otherToken = await launch(t, FREE_SPINS_GAME, 'real', other.cookie);
    expect((await session(otherToken, other.cookie)).free_spins).toBeNull();
    expect((await freeSpin(otherToken, other.cookie)).statusCode).toBe(409);
    // Someone else's session of the game is not theirs to spend.
    expect((await freeSpin(token, other.cookie)).statusCode).toBe(404);
    const demo = await launch(t, FREE_SPINS_GAME, 'demo', p.cookie);
    expect((await session(demo, p.cookie)).free_spins).toBeNull();
    expect((await freeSpin(demo, p.cookie)).statusCode).toBe(409);
  });

  it('a spin whose settlement was lost to a crash is settled by the house job, and counted once', async () => {
    const code = `SPIN${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await t.deps.db.insert(bonusOffers).values({
      groupKey: `spins_${code}`,
      trigger: 'coupon',
      code,
      titles: { en: 'Two spins' },
      reward: 'freespins',
      freespinsGame: FREE_SPINS_GAME,
      freespinsCount: 2,
      freespinsStakes: { CAD: 30 },
      wagerMultiplier: 10,
    });
    const { p, token } = await spinner(code);
    const first = (await freeSpin(token, p.cookie)).json();

    crash.nextSettlement = true;
    const lost = await freeSpin(token, p.cookie);
    expect(lost.statusCode).toBe(500);
    const [gift] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.user.id));
    expect(gift).toMatchObject({ freespinsPerformed: 2, freespinsSettled: 1, stage: 'handle_bets' });
    const [unsettled] = await t.deps.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.userId, p.user.id), eq(houseRounds.walletSettled, false)));
    expect(unsettled).toMatchObject({ userId: p.user.id, freeSpinGiftId: gift!.id, status: 'closed' });

    t.clock.advance(RESETTLE_AFTER_MS + 1);
    await Promise.all([runHouseJobsOnce(t.app), runHouseJobsOnce(t.app)]);
    await runHouseJobsOnce(t.app);
    // The wallet's acknowledgement lost once more: the job re-sends the round, nothing counts twice.
    await t.deps.db
      .update(houseRounds)
      .set({ walletSettled: false })
      .where(eq(houseRounds.id, unsettled!.id));
    t.clock.advance(RESETTLE_AFTER_MS + 1);
    await runHouseJobsOnce(t.app);
    const won = first.round.payout_cents + unsettled!.payoutCents;
    const gifts = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.user.id));
    expect(gifts.find((row) => row.id === gift!.id)).toMatchObject({
      stage: 'finished',
      freespinsSettled: 2,
      freespinsWinCents: won,
    });
    expect(gifts.filter((row) => row.sourceKey === `freespins:${gift!.id}`)).toHaveLength(won > 0 ? 1 : 0);
    expect((await p.state()).realCents).toBe(1_000);
    expect(await unbalancedTransactions(t)).toBe(0);
  });
});
