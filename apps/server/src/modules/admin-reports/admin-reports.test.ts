import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, operatorAudit, payments, playerAffiliates, producers, users } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { payPrize } from '../bonuses/prizes.ts';
import { gameOfFamily } from '../bonuses/test-support.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { applyNotice } from '../payments/provider-notices.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { creditPlayer, movePaymentMoney, withWalletAccount } from '../wallet/service.ts';
import { addTestProvider, uid, type WalletPlayer, walletCall, walletPlayer } from '../wallet/test-support.ts';

/**
 * The dashboard and reports from a known set of rounds, payments, bonuses and prizes over three
 * days (2025-03-10 … 12), with activity just outside the period that must not count.
 */

let t: TestApp;
let slot: string;
let slotTitle: string;
let slotProducer: string;
let slotProducerTitle: string;
const MYSTERY = 'acme/mystery-reels';

const at = (moment: string) => {
  t.clock.now = new Date(moment);
};

async function bet(p: WalletPlayer, game: string, amountCents: number, win?: number) {
  const round = uid('round');
  const action = uid('bet');
  const placed = await walletCall(t, 'bet', {
    player: p.player,
    currency: 'CAD',
    amount_cents: amountCents,
    action_id: action,
    round_id: round,
    game,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  if (win !== undefined) {
    const paid = await walletCall(t, 'win', {
      player: p.player,
      currency: 'CAD',
      amount_cents: win,
      action_id: uid('win'),
      round_id: round,
      game,
      close_round: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { action, round };
}

async function rollback(p: WalletPlayer, game: string, placed: { action: string; round: string }) {
  const res = await walletCall(t, 'rollback', {
    player: p.player,
    currency: 'CAD',
    action_id: uid('rollback'),
    bet_action_id: placed.action,
    round_id: placed.round,
    game,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A sandbox deposit that its provider confirms: credited with its first-deposit note. */
async function deposit(p: WalletPlayer, amountCents: number) {
  const [row] = await t.deps.db
    .insert(payments)
    .values({
      userId: p.id,
      action: 'deposit',
      currency: 'CAD',
      amountCents,
      methodId: 'visa',
      brand: 'visa',
      provider: 'sandbox',
      createdAt: t.clock.now,
    })
    .returning();
  const notice = { event_id: uid('e'), payment_id: row!.id, amount_cents: amountCents, currency: 'CAD' };
  expect((await applyNotice(t.deps, { ...notice, state: 'succeeded' })).status).toBe('applied');
}

/** A withdrawal reserved, then paid out by its provider. */
async function withdrawal(p: WalletPlayer, amountCents: number) {
  const [row] = await t.deps.db
    .insert(payments)
    .values({
      userId: p.id,
      action: 'cashout',
      state: 'reserved',
      currency: 'CAD',
      amountCents,
      methodId: 'skrill',
      brand: 'skrill',
      provider: 'sandbox',
      createdAt: t.clock.now,
    })
    .returning();
  await movePaymentMoney(t.deps, {
    userId: p.id,
    currency: 'CAD',
    amountCents,
    kind: 'withdrawal_reserve',
    idempotencyKey: `payment:${row!.id}:withdrawal_reserve`,
  });
  const notice = { event_id: uid('e'), payment_id: row!.id, amount_cents: amountCents, currency: 'CAD' };
  expect((await applyNotice(t.deps, { ...notice, state: 'succeeded' })).status).toBe('applied');
}

/** The bonus engine's movements (lifecycle.ts): into a pocket from the `bonus` side, or bonus → real. */
const bonusMove = (
  p: WalletPlayer,
  kind: 'bonus_credit' | 'bonus_convert',
  realCents: number,
  bonusCents: number,
) =>
  withWalletAccount(t.deps, p.id, 'CAD', (wallet) =>
    wallet.move({ kind, idempotencyKey: uid(kind), realCents, bonusCents, systemAccount: 'bonus' }),
  );

const newPlayer = (createdAt: string) =>
  t.deps.db.insert(users).values({
    email: `${uid('new')}@orbit.test`,
    encryptedPassword: 'x',
    currency: 'CAD',
    createdAt: new Date(createdAt),
  });

/** A GET as `cookie`, else the owner (a new session when a test moved the clock past the last one). */
const get = async (url: string, cookie?: string) =>
  t.request({ method: 'GET', url, cookie: cookie ?? (await operatorCookie(t, 'owner')) });

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  await addTestProvider(t);
  slot = await gameOfFamily(t, 'slots');
  const [game] = await t.deps.db.select().from(games).where(eq(games.identifier, slot));
  slotTitle = game!.title;
  slotProducer = game!.producer;
  const [producer] = await t.deps.db.select().from(producers).where(eq(producers.slug, slotProducer));
  slotProducerTitle = producer!.title;

  // Before the period: funding (adjustments count nowhere) and a registration.
  at('2025-03-09T12:00:00Z');
  const p1 = await walletPlayer(t, 100_000);
  const p2 = await walletPlayer(t, 10_000);
  const p3 = await walletPlayer(t, 0);
  const p4 = await walletPlayer(t, 10_000);
  await t.deps.db.update(users).set({ country: 'CA' }).where(eq(users.id, p1.id));
  await t.deps.db.update(users).set({ country: 'DE' }).where(eq(users.id, p2.id));
  await t.deps.db.update(users).set({ country: 'CA' }).where(eq(users.id, p4.id));
  await newPlayer('2025-03-09T23:59:59Z');
  await bet(p1, slot, 999, 0);
  // Their affiliate tags (the affiliate report's CSV).
  const registeredAt = new Date('2025-03-10T01:00:00Z');
  await t.deps.db.insert(playerAffiliates).values([
    { userId: p1.id, stag: 'aff-one', registeredAt },
    { userId: p2.id, stag: 'aff-one', registeredAt },
    { userId: p3.id, stag: 'aff-two', registeredAt },
  ]);

  // Day 1: P1 deposits (first), plays three rounds (one rolled back); P2 plays an unknown game
  // and wins big; P3 gets bonus money (bonus pocket: no cost yet); two players register.
  at('2025-03-10T08:00:00Z');
  await deposit(p1, 20_000);
  await bet(p1, slot, 1_000, 300);
  await bet(p1, slot, 2_000, 0);
  await rollback(p1, slot, await bet(p1, slot, 500));
  await bet(p2, MYSTERY, 4_000, 10_000);
  await bonusMove(p3, 'bonus_credit', 0, 2_000);
  await newPlayer('2025-03-10T00:00:00Z');
  await newPlayer('2025-03-10T23:00:00Z');

  // Day 2: deposits (P2's first), a paid withdrawal, a bonus-money round (no real money), a
  // wager-free bonus, a conversion, a tournament money prize, a jackpot win, a bet cancelled by
  // its earlier rollback (no money, not active), one registration.
  at('2025-03-11T10:00:00Z');
  await deposit(p1, 5_000);
  await deposit(p2, 3_000);
  await withdrawal(p1, 7_000);
  await bet(p3, slot, 1_000, 500);
  await bonusMove(p2, 'bonus_credit', 1_500, 0);
  await bonusMove(p3, 'bonus_convert', 1_000, -1_000);
  await payPrize(t.deps, {
    userId: p1.id,
    currency: 'CAD',
    prize: { kind: 'money', amountCents: 2_500, offerId: null, wagerMultiplier: 0, freespinsCount: 0 },
    kind: 'tournament_prize',
    sourceKey: uid('tournament'),
    memo: 'test place 1',
  });
  await creditPlayer(t.deps, {
    userId: p2.id,
    currency: 'CAD',
    amountCents: 4_000,
    kind: 'jackpot_win',
    idempotencyKey: uid('jackpot'),
  });
  const early = { action: uid('bet'), round: uid('round') };
  await rollback(p4, slot, early);
  const cancelled = await walletCall(t, 'bet', {
    player: p4.player,
    currency: 'CAD',
    amount_cents: 700,
    action_id: early.action,
    round_id: early.round,
    game: slot,
  });
  expect(cancelled.json().error).toBe('bet_rolled_back');
  await newPlayer('2025-03-11T12:00:00Z');

  // After the period.
  at('2025-03-13T00:00:00Z');
  await bet(p1, slot, 888, 0);
  await deposit(p1, 1_234);
  await newPlayer('2025-03-13T00:00:00Z');

  // Seeding and a few dozen wallet calls: slow on a busy machine.
}, 240_000);

afterAll(async () => {
  await t?.close();
});

const PERIOD = 'from=2025-03-10&to=2025-03-12&currency=CAD';
const zero = {
  deposits_count: 0,
  deposits_cents: 0,
  withdrawals_count: 0,
  withdrawals_cents: 0,
  bets_cents: 0,
  wins_cents: 0,
  ggr_cents: 0,
  bonus_cost_cents: 0,
  ngr_cents: 0,
  jackpot_wins_cents: 0,
  active_players: 0,
  new_players: 0,
  first_deposits_count: 0,
  first_deposits_cents: 0,
};

describe('GET /api/operator/dashboard', () => {
  it('answers each day and the totals from the ledger, registrations and first deposits', async () => {
    const res = await get(`/api/operator/dashboard?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: '2025-03-10',
      to: '2025-03-12',
      currency: 'CAD',
      days: [
        {
          ...zero,
          date: '2025-03-10',
          deposits_count: 1,
          deposits_cents: 20_000,
          bets_cents: 7_000,
          wins_cents: 10_300,
          ggr_cents: -3_300,
          ngr_cents: -3_300,
          active_players: 2,
          new_players: 2,
          first_deposits_count: 1,
          first_deposits_cents: 20_000,
        },
        {
          ...zero,
          date: '2025-03-11',
          deposits_count: 2,
          deposits_cents: 8_000,
          withdrawals_count: 1,
          withdrawals_cents: 7_000,
          bonus_cost_cents: 5_000,
          ngr_cents: -5_000,
          jackpot_wins_cents: 4_000,
          active_players: 1,
          new_players: 1,
          first_deposits_count: 1,
          first_deposits_cents: 3_000,
        },
        { ...zero, date: '2025-03-12' },
      ],
      totals: {
        deposits_count: 3,
        deposits_cents: 28_000,
        withdrawals_count: 1,
        withdrawals_cents: 7_000,
        bets_cents: 7_000,
        wins_cents: 10_300,
        ggr_cents: -3_300,
        bonus_cost_cents: 5_000,
        ngr_cents: -8_300,
        jackpot_wins_cents: 4_000,
        // P1, P2, P3: each once over the period.
        active_players: 3,
        new_players: 3,
        first_deposits_count: 2,
        first_deposits_cents: 23_000,
      },
    });
  });

  it('another currency has its own figures (none here); registrations count whatever the currency', async () => {
    const res = await get('/api/operator/dashboard?from=2025-03-10&to=2025-03-10&currency=eur');
    expect(res.statusCode).toBe(200);
    expect(res.json().currency).toBe('EUR');
    expect(res.json().totals).toEqual({ ...zero, new_players: 2 });
  });

  it('refuses bad parameters with 400 and field errors', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['from=2025-03-10&to=2025-03-12', { currency: ['validation.required'] }],
      ['from=yesterday&to=2025-03-12&currency=CAD', { from: ['validation.invalid_format'] }],
      ['from=2025-02-30&to=2025-03-12&currency=CAD', { from: ['validation.invalid_format'] }],
      ['from=2025-03-12&to=2025-03-10&currency=CAD', { to: ['validation.invalid_value'] }],
      ['from=2024-01-01&to=2025-01-01&currency=CAD', { to: ['validation.too_long'] }],
      ['from=2025-03-10&to=2025-03-12&currency=C%24D', { currency: ['validation.invalid_format'] }],
      [`${PERIOD}&page=2`, { page: ['validation.unknown_field'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await get(`/api/operator/dashboard?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual(errors);
    }
    // 366 days (a leap year) is the longest period.
    expect((await get('/api/operator/dashboard?from=2024-01-01&to=2024-12-31&currency=CAD')).statusCode).toBe(
      200,
    );
  });

  it('needs reports.read: 401 signed out, 403 for support', async () => {
    expect((await t.request({ method: 'GET', url: `/api/operator/dashboard?${PERIOD}` })).statusCode).toBe(
      401,
    );
    expect(
      (await get(`/api/operator/dashboard?${PERIOD}`, await operatorCookie(t, 'support'))).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/operator/dashboard?${PERIOD}`, await operatorCookie(t, 'read_only'))).statusCode,
    ).toBe(200);
  });

  it('exports its days and totals as CSV, recorded in the audit log', async () => {
    const res = await get(`/api/operator/dashboard.csv?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orbit-dashboard-CAD.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'date,currency,deposits_count,deposits_cents,withdrawals_count,withdrawals_cents,bets_cents,wins_cents,ggr_cents,bonus_cost_cents,ngr_cents,jackpot_wins_cents,active_players,new_players,first_deposits_count,first_deposits_cents',
    );
    expect(lines.slice(1)).toEqual([
      '2025-03-10,CAD,1,20000,0,0,7000,10300,-3300,0,-3300,0,2,2,1,20000',
      '2025-03-11,CAD,2,8000,1,7000,0,0,0,5000,-5000,4000,1,1,1,3000',
      '2025-03-12,CAD,0,0,0,0,0,0,0,0,0,0,0,0,0,0',
      'total,CAD,3,28000,1,7000,7000,10300,-3300,5000,-8300,4000,3,3,2,23000',
      '',
    ]);
    const audit = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'GET /api/operator/dashboard.csv'));
    expect(audit.map((a) => [a.outcome, a.status])).toEqual([['done', 200]]);
    expect((await get(`/api/operator/dashboard.csv?from=2025-03-10&currency=CAD`)).statusCode).toBe(400);
  });
});

describe('GGR reports', () => {
  const totals = { bets_cents: 7_000, wins_cents: 10_300, ggr_cents: -3_300 };
  const report = async (by: string, query = PERIOD) => {
    const res = await get(`/api/operator/reports/ggr/by-${by}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('by game: biggest GGR first, catalogue titles, players who bet, paged', async () => {
    const slotRow = {
      key: slot,
      label: slotTitle,
      bets_cents: 3_000,
      wins_cents: 300,
      ggr_cents: 2_700,
      players: 2,
    };
    const mystery = {
      key: MYSTERY,
      label: null,
      bets_cents: 4_000,
      wins_cents: 10_000,
      ggr_cents: -6_000,
      players: 1,
    };
    expect(await report('game')).toEqual({
      dimension: 'game',
      from: '2025-03-10',
      to: '2025-03-12',
      currency: 'CAD',
      rows: [slotRow, mystery],
      totals,
      page: 1,
      per_page: 50,
      total_count: 2,
    });
    const second = await report('game', `${PERIOD}&page=2&per_page=1`);
    expect([second.rows, second.totals, second.total_count]).toEqual([[mystery], totals, 2]);
    const beyond = await report('game', `${PERIOD}&page=9&per_page=1`);
    expect([beyond.rows, beyond.totals, beyond.total_count]).toEqual([[], totals, 2]);
  });

  it('by producer: a game out of the catalogue counts under its identifier prefix', async () => {
    expect((await report('producer')).rows).toEqual([
      {
        key: slotProducer,
        label: slotProducerTitle,
        bets_cents: 3_000,
        wins_cents: 300,
        ggr_cents: 2_700,
        players: 2,
      },
      { key: 'acme', label: null, bets_cents: 4_000, wins_cents: 10_000, ggr_cents: -6_000, players: 1 },
    ]);
  });

  it('by day: every day of the period in order', async () => {
    const body = await report('day');
    expect(body.rows).toEqual([
      {
        key: '2025-03-10',
        label: null,
        bets_cents: 7_000,
        wins_cents: 10_300,
        ggr_cents: -3_300,
        players: 2,
      },
      { key: '2025-03-11', label: null, bets_cents: 0, wins_cents: 0, ggr_cents: 0, players: 1 },
      { key: '2025-03-12', label: null, bets_cents: 0, wins_cents: 0, ggr_cents: 0, players: 0 },
    ]);
    expect([body.totals, body.total_count]).toEqual([totals, 3]);
  });

  it("by country: the player's country ('' when unknown)", async () => {
    expect((await report('country')).rows).toEqual([
      { key: 'CA', label: null, bets_cents: 3_000, wins_cents: 300, ggr_cents: 2_700, players: 1 },
      { key: '', label: null, bets_cents: 0, wins_cents: 0, ggr_cents: 0, players: 1 },
      { key: 'DE', label: null, bets_cents: 4_000, wins_cents: 10_000, ggr_cents: -6_000, players: 1 },
    ]);
  });

  it('exports every row and the totals as CSV; refuses bad parameters', async () => {
    const res = await get(`/api/operator/reports/ggr/by-country.csv?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')).toEqual([
      'country,title,currency,bets_cents,wins_cents,ggr_cents,players',
      'CA,,CAD,3000,300,2700,1',
      ',,CAD,0,0,0,1',
      'DE,,CAD,4000,10000,-6000,1',
      'total,,CAD,7000,10300,-3300,',
      '',
    ]);
    for (const query of [
      'from=2025-03-10&to=2025-03-12',
      `${PERIOD}&per_page=201`,
      `${PERIOD}&page=0`,
      `${PERIOD}&page=x`,
      'from=2025-03-10&to=2026-03-12&currency=CAD',
    ]) {
      expect((await get(`/api/operator/reports/ggr/by-game?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(`/api/operator/reports/ggr/by-game.csv?${PERIOD}&page=1`)).statusCode).toBe(400);
  });
});

describe('responsible-gambling report', () => {
  it('counts limits set, bets and deposits refused by them (one row per refusal), exclusions started', async () => {
    at('2025-04-01T09:00:00Z');
    const limited = await createSignedInPlayer(t);
    await creditPlayer(t.deps, {
      userId: limited.user.id,
      currency: 'CAD',
      amountCents: 5_000,
      kind: 'adjustment',
      idempotencyKey: uid('fund'),
    });
    const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url, cookie, payload });
    const limit = (cookie: string, payload: Record<string, unknown>) =>
      post(cookie, '/api/user_limits', payload);
    expect(
      (
        await limit(limited.cookie, {
          type: 'loss',
          period: 'day',
          accounts: [{ currency: 'CAD', amount_cents: 1_000 }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await limit(limited.cookie, {
          type: 'deposit',
          period: 'day',
          accounts: [{ currency: 'CAD', amount_cents: 6_000 }],
        })
      ).statusCode,
    ).toBe(200);
    const p = { id: limited.user.id, player: String(limited.user.id), currency: 'CAD', accountId: 0 };
    await bet(p, slot, 800, 0);
    const refusedBet = () =>
      walletCall(t, 'bet', {
        player: p.player,
        currency: 'CAD',
        amount_cents: 500,
        action_id: uid('bet'),
        round_id: uid('round'),
        game: slot,
      });
    const refusals = await Promise.all(Array.from({ length: 5 }, refusedBet));
    expect(refusals.map((r) => r.json().reason)).toEqual(Array(5).fill('loss_limit'));
    const card = {
      method_id: 'visa',
      currency: 'CAD',
      card_number: '4111 1111 1111 1111',
      card_expiry: '12/40',
      holder: 'Ada Lovelace',
    };
    const over = await post(limited.cookie, '/api/payments/deposits', { ...card, amount_cents: 7_000 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount_cents).toEqual(['limits.deposit_limit']);

    const cooling = await createSignedInPlayer(t);
    expect((await limit(cooling.cookie, { type: 'coolingoff', period: 'day' })).statusCode).toBe(200);
    const coolingBet = await walletCall(t, 'bet', {
      player: String(cooling.user.id),
      currency: 'CAD',
      amount_cents: 100,
      action_id: uid('bet'),
      round_id: uid('round'),
      game: slot,
    });
    expect(coolingBet.json().reason).toBe('cooling_off');
    const coolingDeposit = await post(cooling.cookie, '/api/payments/deposits', {
      ...card,
      amount_cents: 2_000,
    });
    expect(coolingDeposit.json().errors.amount_cents).toEqual(['limits.cooling_off']);

    const res = await get('/api/operator/reports/responsible-gambling?from=2025-04-01&to=2025-04-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: '2025-04-01',
      to: '2025-04-01',
      limits_set: [
        { type: 'deposit', count: 1, players: 1 },
        { type: 'loss', count: 1, players: 1 },
      ],
      limits_reached: [
        { action: 'bet', reason: 'cooling_off', count: 1, players: 1 },
        { action: 'bet', reason: 'loss_limit', count: 5, players: 1 },
        { action: 'deposit', reason: 'cooling_off', count: 1, players: 1 },
        { action: 'deposit', reason: 'deposit_limit', count: 1, players: 1 },
      ],
      exclusions_started: [{ type: 'coolingoff', period: 'day', count: 1 }],
    });
    // Another period: none of it.
    const before = await get('/api/operator/reports/responsible-gambling?from=2025-03-10&to=2025-03-31');
    expect(before.json()).toEqual({
      from: '2025-03-10',
      to: '2025-03-31',
      limits_set: [],
      limits_reached: [],
      exclusions_started: [],
    });

    const csv = await get('/api/operator/reports/responsible-gambling.csv?from=2025-04-01&to=2025-04-01');
    expect(csv.body.split('\r\n')).toEqual([
      'section,kind,detail,count,players',
      'limits_set,deposit,,1,1',
      'limits_set,loss,,1,1',
      'limits_reached,cooling_off,bet,1,1',
      'limits_reached,loss_limit,bet,5,1',
      'limits_reached,cooling_off,deposit,1,1',
      'limits_reached,deposit_limit,deposit,1,1',
      'exclusions_started,coolingoff,day,1,',
      '',
    ]);
    expect((await get('/api/operator/reports/responsible-gambling?from=2025-04-01')).statusCode).toBe(400);
    expect(
      (await get('/api/operator/reports/responsible-gambling?from=2025-04-01&to=2025-04-01&currency=CAD'))
        .statusCode,
    ).toBe(400);
  }, 120_000);
});

describe('affiliate report CSV', () => {
  it('a line per tag and currency of first deposits (a tag without any: one line)', async () => {
    const res = await get('/api/operator/reports/affiliates.csv?from=2025-03-10&to=2025-03-12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="orbit-affiliates.csv"');
    expect(res.body.split('\r\n')).toEqual([
      'stag,registrations,first_deposits,currency,currency_first_deposits,amount_cents',
      'aff-one,2,2,CAD,2,23000',
      'aff-two,1,0,,,',
      '',
    ]);
    expect((await get('/api/operator/reports/affiliates.csv?from=nope&to=2025-03-12')).statusCode).toBe(400);
  });
});
