import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusOffers, configEntries, playerBonuses } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { openSession, SESSION_COOKIE } from '../sessions/service.ts';
import { netRealLosses } from '../wallet/service.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';
import { cashbackCents, completedPeriods, runCashbackOnce } from './cashback.ts';
import { bonusPlayer, findOfferByGroupKey, gameOfFamily } from './test-support.ts';

/**
 * Cashback on the demo's offers (CAD): weekly_cashback pays 10 % of the week's net real-money
 * loss as a bonus with 1× wager, from a C$30.00 loss, up to C$750.00; vip_weekly_cashback pays
 * 15 % as real money to the VIP groups, up to C$3,000.00.
 */
let t: TestApp;
let slot: string;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  slot = await gameOfFamily(t, 'slots');
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof bonusPlayer>>;
/** The player's gifts through the API, in a fresh session (the clock moves by weeks). */
async function gifts(p: Player) {
  const { token } = await openSession(t.deps, { userId: p.user.id, stage: 'active', ttlMs: 3_600_000 });
  const answer = await t.request({
    method: 'GET',
    url: '/api/player/bonuses',
    cookie: `${SESSION_COOKIE}=${token}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Array<Record<string, unknown>>;
}

/** Moves the clock to the next Monday 01:00 UTC: the week played in is now the last completed one. */
function nextWeek(weeks = 1) {
  const now = t.clock.now;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS + weeks * 7 * DAY_MS;
  t.clock.advance(monday + 60 * 60 * 1000 - now.getTime());
}

describe('periods', () => {
  it('a week is the ISO week before (Monday 00:00 UTC to Monday), with the one before it', () => {
    // Wednesday 2026-03-18: the last week is 9–16 March, the one before 2–9 March.
    const periods = completedPeriods('week', new Date('2026-03-18T15:30:00Z'));
    expect(periods.map((p) => [p.start.toISOString(), p.end.toISOString()])).toEqual([
      ['2026-03-09T00:00:00.000Z', '2026-03-16T00:00:00.000Z'],
      ['2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z'],
    ]);
    // A Sunday still belongs to the week that began on Monday; a Monday starts a new one.
    expect(completedPeriods('week', new Date('2026-03-22T23:59:59Z'))[0]!.start.toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    );
    expect(completedPeriods('week', new Date('2026-03-23T00:00:00Z'))[0]!.start.toISOString()).toBe(
      '2026-03-16T00:00:00.000Z',
    );
  });

  it('a day is the UTC day before, with the one before it', () => {
    const periods = completedPeriods('day', new Date('2026-01-01T00:10:00Z'));
    expect(periods.map((p) => [p.start.toISOString(), p.end.toISOString()])).toEqual([
      ['2025-12-31T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
      ['2025-12-30T00:00:00.000Z', '2025-12-31T00:00:00.000Z'],
    ]);
  });

  it('the amount: percent rounded down, nothing under the minimum, capped', async () => {
    const offer = await findOfferByGroupKey(t, 'weekly_cashback');
    expect(cashbackCents(offer, 'CAD', 10_000)).toBe(1_000);
    expect(cashbackCents(offer, 'CAD', 3_009)).toBe(300);
    expect(cashbackCents(offer, 'CAD', 2_999)).toBe(0);
    expect(cashbackCents(offer, 'CAD', 10_000_000)).toBe(75_000);
  });
});

describe('net real losses (the wallet)', () => {
  it('count bets less wins and rollbacks in the period, not funding, nor other periods', async () => {
    nextWeek();
    const from = t.clock.now;
    const p = await bonusPlayer(t, 20_000);
    await p.bet(slot, 5_000, 1_000);
    const rolled = await p.bet(slot, 2_000);
    await p.rollback(slot, rolled);
    await p.bet(slot, 1_000, 0);
    t.clock.advance(DAY_MS);
    const to = t.clock.now;
    await p.bet(slot, 3_000, 0);
    const losses = (await netRealLosses(t.deps.db, from, to)).filter((l) => l.userId === p.user.id);
    expect(losses).toEqual([{ userId: p.user.id, currency: 'CAD', lossCents: 5_000 }]);
  });
});

describe('the cashback job', () => {
  it('a player who lost C$100 last week gets one C$10 bonus to activate, once whatever the passes', async () => {
    nextWeek();
    const p = await bonusPlayer(t, 10_000);
    await p.bet(slot, 4_000, 0);
    await p.bet(slot, 6_000, 0);
    // The week is not over: nothing yet.
    await runCashbackOnce(t.app);
    expect(await gifts(p)).toEqual([]);

    nextWeek();
    await Promise.all([runCashbackOnce(t.app), runCashbackOnce(t.app)]);
    await runCashbackOnce(t.app);
    const given = await gifts(p);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      stage: 'issued',
      amount_cents: 1_000,
      amount_wager_requirement_cents: 1_000,
      currency: 'CAD',
      group_key: 'weekly_cashback',
      activatable: true,
    });
    // Issued, not paid: the money comes when the player activates it.
    expect((await p.state()).amountCents).toBe(0);

    // The next week's passes look at this week and the one before: still one gift.
    nextWeek();
    await runCashbackOnce(t.app);
    expect(await gifts(p)).toHaveLength(1);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('a pass missed across the boundary is made up by the next one', async () => {
    nextWeek();
    const p = await bonusPlayer(t, 5_000);
    await p.bet(slot, 5_000, 0);
    nextWeek(2);
    await runCashbackOnce(t.app);
    expect((await gifts(p)).map((g) => g.amount_cents)).toEqual([500]);
  });

  it('a loss below the minimum gives nothing; a winner gets nothing', async () => {
    nextWeek();
    const small = await bonusPlayer(t, 2_000);
    await small.bet(slot, 2_000, 0);
    const winner = await bonusPlayer(t, 11_000);
    await winner.bet(slot, 10_000, 0);
    expect((await winner.bet(slot, 1_000, 15_000)).response.statusCode).toBe(200);
    nextWeek();
    await runCashbackOnce(t.app);
    expect(await gifts(small)).toEqual([]);
    expect(await gifts(winner)).toEqual([]);
  });

  it('a VIP gets the real-money cashback as real money at once', async () => {
    nextWeek();
    const vip = await bonusPlayer(t, 10_000, { groups: [255] });
    await vip.bet(slot, 10_000, 0);
    nextWeek();
    await runCashbackOnce(t.app);
    const real = (await gifts(vip)).find((g) => g.group_key === 'vip_weekly_cashback');
    expect(real).toMatchObject({
      stage: 'finished',
      amount_cents: 1_500,
      amount_wager_requirement_cents: 0,
      converted_cents: 1_500,
    });
    const state = await vip.state();
    expect(state.realCents).toBe(1_500);
    expect(state.amountCents).toBe(1_500);
    expect(await unbalancedTransactions(t)).toBe(0);
    // A second pass pays nothing twice.
    await runCashbackOnce(t.app);
    expect((await vip.state()).amountCents).toBe(1_500);
  });

  it('a player outside the VIP groups gets no real-money cashback', async () => {
    nextWeek();
    const p = await bonusPlayer(t, 10_000);
    await p.bet(slot, 10_000, 0);
    nextWeek();
    await runCashbackOnce(t.app);
    expect((await gifts(p)).map((g) => g.group_key)).toEqual(['weekly_cashback']);
  });

  it('a multi-account player (group 100) and one who turned bonuses off get nothing', async () => {
    nextWeek();
    const multi = await bonusPlayer(t, 10_000, { groups: [100, 255] });
    await multi.bet(slot, 10_000, 0);
    const off = await bonusPlayer(t, 10_000, { overrides: { canIssueBonuses: false } });
    await off.bet(slot, 10_000, 0);
    nextWeek();
    await runCashbackOnce(t.app);
    expect(await gifts(multi)).toEqual([]);
    expect(await gifts(off)).toEqual([]);
    expect((await multi.state()).amountCents).toBe(0);
  });

  it("an offer's licences are matched with the licence stored on the player", async () => {
    const offer = await findOfferByGroupKey(t, 'weekly_cashback');
    await t.deps.db
      .update(bonusOffers)
      .set({ licences: ['EE'] })
      .where(eq(bonusOffers.id, offer.id));
    try {
      nextWeek();
      const other = await bonusPlayer(t, 10_000, { overrides: { licenseName: 'CW' } });
      await other.bet(slot, 10_000, 0);
      const estonian = await bonusPlayer(t, 10_000, { overrides: { licenseName: 'EE' } });
      await estonian.bet(slot, 10_000, 0);
      nextWeek();
      await runCashbackOnce(t.app);
      expect(await gifts(other)).toEqual([]);
      expect((await gifts(estonian)).map((g) => g.amount_cents)).toEqual([1_000]);
    } finally {
      await t.deps.db.update(bonusOffers).set({ licences: [] }).where(eq(bonusOffers.id, offer.id));
    }
  });

  it('an offer the operator hid (disabled-bonuses) gives nothing', async () => {
    const hide = (groupKeys: string[]) =>
      t.deps.db
        .update(configEntries)
        .set({ value: { group_keys: groupKeys } })
        .where(eq(configEntries.name, 'disabled-bonuses'));
    await hide(['weekly_cashback']);
    try {
      nextWeek();
      const p = await bonusPlayer(t, 10_000);
      await p.bet(slot, 10_000, 0);
      nextWeek();
      await runCashbackOnce(t.app);
      const rows = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.user.id));
      expect(rows).toEqual([]);
    } finally {
      await hide(['legacy_reload_2024', 'sunday_cashback_test']);
    }
  });

  it('an inactive cashback offer gives nothing', async () => {
    const offer = await findOfferByGroupKey(t, 'weekly_cashback');
    await t.deps.db.update(bonusOffers).set({ active: false }).where(eq(bonusOffers.id, offer.id));
    try {
      nextWeek();
      const p = await bonusPlayer(t, 10_000);
      await p.bet(slot, 10_000, 0);
      nextWeek();
      await runCashbackOnce(t.app);
      const rows = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.user.id));
      expect(rows).toEqual([]);
    } finally {
      await t.deps.db.update(bonusOffers).set({ active: true }).where(eq(bonusOffers.id, offer.id));
    }
  });
});

describe('GET /api/bonuses/cashback', () => {
  const terms = async (options: { cookie?: string; url?: string; headers?: Record<string, string> } = {}) => {
    const answer = await t.request({
      method: 'GET',
      url: options.url ?? '/api/bonuses/cashback',
      cookie: options.cookie,
      headers: options.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Array<Record<string, unknown>>;
  };

  it("a guest sees every running cashback's terms in their country's currency, eligibility unknown", async () => {
    expect(await terms()).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        title: 'Weekly cashback: 10% of net losses',
        group_key: 'weekly_cashback',
        period: 'week',
        percent: 10,
        min_loss_cents: 3_000,
        cap_cents: 75_000,
        currency: 'CAD',
        reward: 'bonus',
        wager_multiplier: 1,
        members_only: false,
        eligible: null,
      },
      {
        id: expect.stringMatching(/^\d+$/),
        title: 'VIP cashback: 15% of net losses, real money',
        group_key: 'vip_weekly_cashback',
        period: 'week',
        percent: 15,
        min_loss_cents: 3_000,
        cap_cents: 300_000,
        currency: 'CAD',
        reward: 'real',
        wager_multiplier: 0,
        members_only: true,
        eligible: null,
      },
    ]);
    const norway = await terms({
      headers: { 'x-country-code': 'NO' },
      url: '/api/bonuses/cashback?locale=no',
    });
    expect(norway.map((o) => [o.currency, o.min_loss_cents, o.title])).toEqual([
      ['NOK', 20_000, 'Ukentlig cashback: 10 % av nettotap'],
      ['NOK', 20_000, 'VIP-cashback: 15 % av nettotap, ekte penger'],
    ]);
  });

  it('a player sees which are theirs: the VIP one only in a VIP group, none when multi-account', async () => {
    const eligible = async (groups: number[]) => {
      const p = await bonusPlayer(t, 0, { groups });
      return (await terms({ cookie: p.cookie })).map((o) => [o.group_key, o.eligible]);
    };
    expect(await eligible([])).toEqual([
      ['weekly_cashback', true],
      ['vip_weekly_cashback', false],
    ]);
    expect(await eligible([259])).toEqual([
      ['weekly_cashback', true],
      ['vip_weekly_cashback', true],
    ]);
    expect(await eligible([100, 259])).toEqual([
      ['weekly_cashback', false],
      ['vip_weekly_cashback', false],
    ]);
  });

  it('an inactive or hidden offer is not listed', async () => {
    const offer = await findOfferByGroupKey(t, 'vip_weekly_cashback');
    await t.deps.db.update(bonusOffers).set({ active: false }).where(eq(bonusOffers.id, offer.id));
    try {
      expect((await terms()).map((o) => o.group_key)).toEqual(['weekly_cashback']);
    } finally {
      await t.deps.db.update(bonusOffers).set({ active: true }).where(eq(bonusOffers.id, offer.id));
    }
    const hide = (groupKeys: string[]) =>
      t.deps.db
        .update(configEntries)
        .set({ value: { group_keys: groupKeys } })
        .where(eq(configEntries.name, 'disabled-bonuses'));
    await hide(['weekly_cashback']);
    try {
      expect((await terms()).map((o) => o.group_key)).toEqual(['vip_weekly_cashback']);
    } finally {
      await hide(['legacy_reload_2024', 'sunday_cashback_test']);
    }
  });
});
