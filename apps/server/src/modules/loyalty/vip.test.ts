import type { OperatorRole } from '@orbit/contract';
import { VIP_DEFAULT_THRESHOLDS, type VipProgress } from '@orbit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups, vipQuarterResets, vipQuarterSums } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer, gameOfFamily } from '../bonuses/test-support.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from '../payments/sandbox.ts';
import { openSession, SESSION_COOKIE } from '../sessions/service.ts';
import { creditPlayer } from '../wallet/service.ts';
import { signBody } from '../wallet/signing.ts';
import { uid, unbalancedTransactions, walletCall } from '../wallet/test-support.ts';
import { ladderFor, upgradeVipAfterBet, vipProgressOf } from './vip.ts';
import { runVipResetOnce } from './vip-reset.ts';

/**
 * The VIP club through the player API, the payments sandbox and the wallet protocol, on thresholds
 * the operator API sets for CAD and EUR (USD has none: the defaults of spec 2 §9):
 *   bronze C$20 deposits / C$40 bets, silver C$60 / C$120, gold C$100 / C$200, diamond C$10,000 / C$20,000;
 *   EUR asks twice the number.
 */
const BRONZE = 257;
const SILVER = 258;
const GOLD = 259;
const PLATINUM = 255;
const DIAMOND = 759;
const ladder = (currency: string, scale = 1) =>
  (
    [
      ['bronze', 2_000, 4_000],
      ['silver', 6_000, 12_000],
      ['gold', 10_000, 20_000],
      ['diamond', 1_000_000, 2_000_000],
    ] as const
  ).map(([status, deposit, bets]) => ({
    status,
    currency,
    deposit_cents: deposit * scale,
    bet_cents: bets * scale,
  }));

let t: TestApp;
let slot: string;
const events: Array<{ userId: number; channel: string; data: Record<string, unknown> }> = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  // Mid-quarter (Q2 2026), so the quarter's end is the test's to choose.
  t.clock.now = new Date('2026-05-15T12:00:00Z');
  t.deps.realtime = {
    publishPublic() {},
    publishToPlayer: (userId, channel, data) =>
      events.push({ userId, channel, data: data as Record<string, unknown> }),
    publishToRoom() {},
  };
  slot = await gameOfFamily(t, 'slots');
  const saved = await operator('PUT', { thresholds: [...ladder('CAD'), ...ladder('EUR', 2)] });
  expect(saved.statusCode, saved.body).toBe(200);
  // Orbit's first quarter is marked, statuses left as they are.
  expect(await runVipResetOnce(t.app)).toEqual({ done: 'first_quarter', quarter: '2026-04-01' });
});
afterAll(() => t?.close());

const operator = async (method: 'GET' | 'PUT', payload?: unknown, role: OperatorRole | null = 'owner') =>
  t.request({
    method,
    url: '/api/operator/vip_thresholds',
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
  });

type Player = Awaited<ReturnType<typeof bonusPlayer>>;

async function player(options: { groups?: number[]; currency?: string } = {}) {
  const currency = options.currency ?? 'CAD';
  const p = await bonusPlayer(t, currency === 'CAD' ? 1_000_000 : 0, {
    groups: options.groups,
    overrides: { currency },
  });
  if (currency !== 'CAD') await fund(p, currency, 1_000_000);
  return p;
}

async function fund(p: Player, currency: string, cents: number) {
  await creditPlayer(t.deps, {
    userId: p.user.id,
    currency,
    amountCents: cents,
    kind: 'adjustment',
    idempotencyKey: uid('fund'),
  });
}

const progress = async (p: Player, path = '/jam/vip_status_progress') => {
  const res = await t.request({ method: 'GET', url: path, cookie: p.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VipProgress;
};

const groupsOf = async (p: Player | number) =>
  (
    await t.deps.db
      .select({ id: userGroups.groupId })
      .from(userGroups)
      .where(eq(userGroups.userId, typeof p === 'number' ? p : p.user.id))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

const groupEvents = (p: Player) =>
  events.filter((e) => e.userId === p.user.id && e.channel === 'groups_updates').map((e) => e.data);

/** A real-money bet in any currency through the wallet protocol. */
async function bet(p: Player, cents: number, currency = 'CAD') {
  const res = await walletCall(t, 'bet', {
    player: String(p.user.id),
    currency,
    amount_cents: cents,
    action_id: uid('bet'),
    round_id: uid('round'),
    game: slot,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A deposit through the payments API, made to succeed by the sandbox's signed notice (sent `notices` times at once). */
async function deposit(p: Player, cents: number, currency = 'CAD', notices = 1) {
  const started = await t.request({
    method: 'POST',
    url: '/api/payments/deposits',
    cookie: p.cookie,
    payload: { method_id: 'neteller', amount_cents: cents, currency, email: 'ada@example.com' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().id as number;
  const secret = await sandboxSecret(t.deps.db);
  const answers = await Promise.all(
    Array.from({ length: notices }, () => {
      const raw = JSON.stringify({
        event_id: uid(`vip-${id}`),
        payment_id: id,
        state: 'succeeded',
        amount_cents: cents,
        currency,
      });
      return t.app.inject({
        method: 'POST',
        url: SANDBOX_CALLBACK_PATH,
        payload: raw,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody(secret, raw) },
      });
    }),
  );
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
}

describe('VIP progress', () => {
  it('a guest is 401; a player sees regular and empty bars towards bronze, on both paths alike', async () => {
    for (const url of ['/jam/vip_status_progress', '/api-fe/jam/vip_status_progress'])
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const p = await player();
    const spec = await progress(p);
    expect(spec).toEqual({
      userId: p.user.id,
      currency: 'CAD',
      currentStatus: 'regular',
      activeStatus: 'regular',
      nextStatus: 'bronze',
      depositAmountCents: 0,
      depositThresholdCents: 2_000,
      betSumCents: 0,
      betSumThresholdCents: 4_000,
      overallProgress: 0,
      quarterEndsAt: '2026-07-01T00:00:00.000Z',
    });
    expect(await progress(p, '/api-fe/jam/vip_status_progress')).toEqual(spec);
  });

  it('a deposit and bets move the bars; the overall progress is the mean of both, each capped', async () => {
    const p = await player();
    await deposit(p, 1_000);
    expect(await progress(p)).toMatchObject({
      depositAmountCents: 1_000,
      betSumCents: 0,
      overallProgress: 25,
    });
    await bet(p, 600);
    await bet(p, 400);
    // Deposits 50 % and bets 25 % of bronze.
    expect(await progress(p)).toMatchObject({
      depositAmountCents: 1_000,
      betSumCents: 1_000,
      overallProgress: 37.5,
    });
    await deposit(p, 4_000);
    // Deposits past bronze count as a full bar: (100 + 25) / 2.
    expect(await progress(p)).toMatchObject({ depositAmountCents: 5_000, overallProgress: 62.5 });
    expect(await groupsOf(p)).toEqual([]);
  });
});

describe('reaching a status mid-quarter', () => {
  it('upgrades at once when the bets cross a threshold, and silver replaces bronze', async () => {
    const p = await player();
    await deposit(p, 6_000);
    await bet(p, 3_999);
    expect(await groupsOf(p)).toEqual([]);
    await bet(p, 1);
    expect(await groupsOf(p)).toEqual([BRONZE]);
    expect(groupEvents(p)).toEqual([
      { groups: [BRONZE], added: [BRONZE], removed: [], vip_status: 'bronze' },
    ]);
    expect(await progress(p)).toMatchObject({
      currentStatus: 'bronze',
      activeStatus: 'bronze',
      nextStatus: 'silver',
      depositThresholdCents: 6_000,
      betSumThresholdCents: 12_000,
    });
    await bet(p, 8_000);
    expect(await groupsOf(p)).toEqual([SILVER]);
    expect(groupEvents(p).at(-1)).toEqual({
      groups: [SILVER],
      added: [SILVER],
      removed: [BRONZE],
      vip_status: 'silver',
    });
    // More bets that cross nothing change nothing and tell nothing.
    await bet(p, 100);
    expect(groupEvents(p)).toHaveLength(2);
  });

  it('needs both sums: bets past gold with no deposit stay regular until a deposit reaches gold', async () => {
    const p = await player();
    await bet(p, 24_000);
    expect(await groupsOf(p)).toEqual([]);
    expect(await progress(p)).toMatchObject({
      activeStatus: 'regular',
      nextStatus: 'bronze',
      overallProgress: 50,
    });
    await deposit(p, 4_000);
    expect(await groupsOf(p)).toEqual([BRONZE]);
    // One deposit reaching gold's sum skips silver.
    await deposit(p, 6_000);
    expect(await groupsOf(p)).toEqual([GOLD]);
    expect(await progress(p)).toMatchObject({ currentStatus: 'gold', nextStatus: 'diamond' });
  });

  it('a rolled-back bet takes its sum back but not the status reached; other groups stay', async () => {
    const p = await player({ groups: [PLATINUM, 545] });
    await deposit(p, 2_000);
    const placed = await p.bet(slot, 5_000);
    expect(await groupsOf(p)).toEqual([PLATINUM, BRONZE, 545].sort((a, b) => a - b));
    expect((await p.rollback(slot, placed)).statusCode).toBe(200);
    expect(await progress(p)).toMatchObject({
      betSumCents: 0,
      currentStatus: 'bronze',
      activeStatus: 'regular',
    });
    expect(await groupsOf(p)).toContain(BRONZE);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('counts per currency: CAD deposits and EUR bets do not add up; EUR has its own thresholds', async () => {
    const p = await player({ currency: 'EUR' });
    // A CAD account beside it (opening one makes it the active one: EUR is chosen back).
    for (const currency of ['CAD', 'EUR'])
      expect((await p.request('/api/player/accounts', 'POST', { currency })).statusCode).toBeLessThan(300);
    await fund(p, 'CAD', 1_000_000);
    await deposit(p, 10_000, 'CAD');
    await bet(p, 6_000, 'EUR');
    expect(await groupsOf(p)).toEqual([]);
    const eur = await progress(p);
    expect(eur).toMatchObject({
      currency: 'EUR',
      depositAmountCents: 0,
      betSumCents: 6_000,
      depositThresholdCents: 4_000,
      betSumThresholdCents: 8_000,
    });
    // EUR bets past EUR's bronze, without EUR deposits: nothing.
    await bet(p, 2_000, 'EUR');
    expect(await groupsOf(p)).toEqual([]);
    // Bets in CAD reach CAD's silver with the CAD deposits.
    await bet(p, 12_000, 'CAD');
    expect(await groupsOf(p)).toEqual([SILVER]);
    // The EUR bars still show EUR; the status reached this quarter counts every currency.
    expect(await progress(p)).toMatchObject({
      currency: 'EUR',
      activeStatus: 'silver',
      nextStatus: 'gold',
      betSumCents: 8_000,
      depositThresholdCents: 20_000,
    });
  });

  it('a currency without thresholds asks the defaults for the next status, and reaching them earns it', async () => {
    const p = await player({ currency: 'USD' });
    expect(await progress(p)).toMatchObject({
      currency: 'USD',
      nextStatus: 'bronze',
      depositThresholdCents: VIP_DEFAULT_THRESHOLDS.depositCents,
      betSumThresholdCents: VIP_DEFAULT_THRESHOLDS.betSumCents,
    });
    const [sum] = await t.deps.db
      .insert(vipQuarterSums)
      .values({
        userId: p.user.id,
        currency: 'USD',
        quarterStart: '2026-04-01',
        depositCents: VIP_DEFAULT_THRESHOLDS.depositCents,
        betCents: VIP_DEFAULT_THRESHOLDS.betSumCents - 100,
      })
      .returning();
    expect(sum).toBeDefined();
    await bet(p, 100, 'USD');
    // Only bronze: the defaults are one step, never a jump to diamond.
    expect(await groupsOf(p)).toEqual([BRONZE]);
    expect(await progress(p)).toMatchObject({ activeStatus: 'bronze', nextStatus: 'bronze' });
  });

  it('a bet that crosses no threshold asks the database nothing more (the thresholds are remembered)', async () => {
    await ladderFor(t.deps, t.deps.db, 'CAD');
    const untouchable = new Proxy(
      {},
      {
        get() {
          throw new Error('the database was asked');
        },
      },
    ) as Parameters<typeof upgradeVipAfterBet>[1]['tx'];
    const wallet = {
      tx: untouchable,
      now: t.clock.now,
      account: { userId: 1 },
      afterCommit() {},
    } as unknown as Parameters<typeof upgradeVipAfterBet>[1];
    await expect(upgradeVipAfterBet(t.deps, wallet, 'CAD', 1_000, 3_999)).resolves.toBeUndefined();
    await expect(upgradeVipAfterBet(t.deps, wallet, 'CAD', 3_999, 4_000)).rejects.toThrow(
      'the database was asked',
    );
  });

  it('parallel bets and a repeated deposit notice count exactly once, and upgrade once', async () => {
    const p = await player();
    await deposit(p, 2_000, 'CAD', 3);
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.bet(slot, 200)));
    expect(answers.every((a) => a.response.statusCode === 200)).toBe(true);
    expect(await progress(p)).toMatchObject({ depositAmountCents: 2_000, betSumCents: 4_000 });
    expect(await groupsOf(p)).toEqual([BRONZE]);
    expect(groupEvents(p)).toHaveLength(1);
  });
});

describe('the operator’s thresholds', () => {
  it('need the operator key', async () => {
    expect((await operator('GET', undefined, null)).statusCode).toBe(401);
    expect((await operator('GET', undefined, 'payments')).statusCode).toBe(403);
    expect((await operator('PUT', { thresholds: [] }, 'payments')).statusCode).toBe(403);
  });

  it('answer the table by currency and ladder, with the defaults', async () => {
    const res = await operator('GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      thresholds: [...ladder('CAD'), ...ladder('EUR', 2)],
      defaults: { deposit_cents: 900_000, bet_cents: 9_000_000 },
    });
  });

  it('refuse a broken ladder with field errors and write nothing', async () => {
    const cad = ladder('CAD');
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ thresholds: cad.slice(0, 3) }, { 'thresholds.CAD': ['vip.thresholds_incomplete'] }],
      [{ thresholds: [...cad, cad[0]] }, { 'thresholds.CAD': ['validation.duplicate'] }],
      [
        { thresholds: cad.map((row, i) => (i === 2 ? { ...row, bet_cents: 1 } : row)) },
        { 'thresholds.CAD': ['vip.thresholds_not_ascending'] },
      ],
      [
        { thresholds: [{ ...cad[0], status: 'platinum' }] },
        { 'thresholds.0.status': ['validation.invalid_format'] },
      ],
      [
        { thresholds: [{ ...cad[0], deposit_cents: -5 }] },
        { 'thresholds.0.deposit_cents': ['validation.min_value'] },
      ],
      [{ thresholds: [{ ...cad[0], bet_cents: 1.5 }] }, { 'thresholds.0.bet_cents': ['validation.integer'] }],
      [
        { thresholds: [{ ...cad[0], currency: 'cad' }] },
        { 'thresholds.0.currency': ['validation.invalid_format'] },
      ],
      [{ thresholds: [{ ...cad[0], extra: 1 }] }, { 'thresholds.0.extra': ['validation.unknown_field'] }],
      [{}, { thresholds: ['validation.required'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await operator('PUT', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    expect((await operator('GET')).json().thresholds).toEqual([...ladder('CAD'), ...ladder('EUR', 2)]);
  });

  it('replace the table, and the next bet asks the new thresholds', async () => {
    const p = await player();
    await deposit(p, 1_000);
    await bet(p, 1_800);
    const lower = ladder('CAD').map((row) => ({
      ...row,
      deposit_cents: row.deposit_cents / 2,
      bet_cents: row.bet_cents / 2,
    }));
    const res = await operator('PUT', { thresholds: [...lower, ...ladder('EUR', 2)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().thresholds).toEqual([...lower, ...ladder('EUR', 2)]);
    await bet(p, 200);
    expect(await groupsOf(p)).toEqual([BRONZE]);
    const back = await operator('PUT', { thresholds: [...ladder('CAD'), ...ladder('EUR', 2)] });
    expect(back.statusCode).toBe(200);
  });
});

describe('the quarter’s end', () => {
  it('sets each player’s status from the ended quarter, once; diamond and other groups stay', async () => {
    const gold = await player({ groups: [BRONZE] });
    await deposit(gold, 10_000);
    await bet(gold, 20_000);
    expect(await groupsOf(gold)).toEqual([GOLD]);
    const idle = await player({ groups: [SILVER, PLATINUM] });
    const diamond = await player({ groups: [DIAMOND] });
    // Held gold from an earlier quarter, earned bronze in this one.
    const fallen = await player({ groups: [GOLD] });
    await deposit(fallen, 2_000);
    await bet(fallen, 4_000);
    expect(await groupsOf(fallen)).toEqual([GOLD]);
    const late = await player({ groups: [BRONZE] });

    // Not yet: the quarter has not ended.
    expect(await runVipResetOnce(t.app)).toEqual({ done: 'already' });
    t.clock.now = new Date('2026-07-01T00:05:00Z');
    // A new quarter's deposit and bets before the job's pass: silver at once, kept by the pass.
    await fund(late, 'CAD', 100_000);
    const lateSession = await openSession(t.deps, {
      userId: late.user.id,
      stage: 'active',
      ttlMs: 3_600_000,
    });
    late.cookie = `${SESSION_COOKIE}=${lateSession.token}`;
    await deposit(late, 6_000);
    await bet(late, 12_000);
    expect(await groupsOf(late)).toEqual([SILVER]);

    const first = await runVipResetOnce(t.app);
    expect(first).toMatchObject({ done: 'reset', quarter: '2026-07-01' });
    expect(await runVipResetOnce(t.app)).toEqual({ done: 'already' });
    expect(
      await t.deps.db.select().from(vipQuarterResets).where(eq(vipQuarterResets.quarterStart, '2026-07-01')),
    ).toHaveLength(1);

    expect(await groupsOf(gold)).toEqual([GOLD]);
    expect(await groupsOf(idle)).toEqual([PLATINUM]);
    expect(await groupsOf(diamond)).toEqual([DIAMOND]);
    expect(await groupsOf(fallen)).toEqual([BRONZE]);
    expect(await groupsOf(late)).toEqual([SILVER]);
    expect(groupEvents(idle).at(-1)).toEqual({
      groups: [PLATINUM],
      added: [],
      removed: [SILVER],
      vip_status: 'regular',
    });
    expect(groupEvents(diamond)).toEqual([]);

    // Held for the new quarter, whose sums start from nothing.
    const kept = await vipProgressOf(t.deps, { id: gold.user.id, currency: 'CAD' });
    expect(kept).toMatchObject({
      currentStatus: 'gold',
      activeStatus: 'regular',
      nextStatus: 'bronze',
      depositAmountCents: 0,
      betSumCents: 0,
      quarterEndsAt: '2026-10-01T00:00:00.000Z',
    });

    // A pass killed before it marked the quarter runs again to the same statuses.
    await t.deps.db.delete(vipQuarterResets).where(eq(vipQuarterResets.quarterStart, '2026-07-01'));
    expect(await runVipResetOnce(t.app)).toMatchObject({ done: 'reset', changed: 0 });
    for (const [p, groups] of [
      [gold, [GOLD]],
      [idle, [PLATINUM]],
      [diamond, [DIAMOND]],
      [fallen, [BRONZE]],
      [late, [SILVER]],
    ] as const)
      expect(await groupsOf(p)).toEqual(groups);
    const rows = await t.deps.db
      .select()
      .from(userGroups)
      .where(and(eq(userGroups.userId, gold.user.id), eq(userGroups.groupId, GOLD)));
    expect(rows).toHaveLength(1);
  });
});
