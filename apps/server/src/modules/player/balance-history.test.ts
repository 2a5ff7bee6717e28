import type { BalanceHistoryPage, BalanceMovement } from '@orbit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bonusOffers } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { issueGift } from '../bonuses/issue.ts';
import { payPrize } from '../bonuses/prizes.ts';
import { bonusPlayer, gameOfFamily } from '../bonuses/test-support.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from '../payments/sandbox.ts';
import { signBody } from '../wallet/signing.ts';
import { causeOf, referenceOf } from '../wallet/statement.ts';
import { createSignedInPlayer } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });
const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url, cookie, payload });

/** The payment provider's notice, signed like the sandbox signs it. */
async function notice(body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(await sandboxSecret(t.deps.db), raw),
    },
  });
  expect(res.statusCode).toBe(200);
}

/** Every page of the player's history (20 a page), newest first. */
async function wholeHistory(cookie: string, filter = ''): Promise<BalanceMovement[]> {
  const all: BalanceMovement[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`/api/player/balance_history?page=${page}&per_page=20${filter}`, cookie);
    expect(res.statusCode).toBe(200);
    const body: BalanceHistoryPage = res.json();
    all.push(...body.data);
    if (page * body.pagination.per_page >= body.pagination.total_count) return all;
  }
}

/**
 * A CAD player who deposited 500, played three rounds (one rolled back), withdrew 100 (paid out)
 * and 50 (recalled), then took a 20 bonus with wager and won a 15 tournament prize.
 */
async function busyPlayer() {
  const p = await bonusPlayer(t);
  const slot = await gameOfFamily(t, 'slots');
  const started = await post('/api/payments/deposits', p.cookie, {
    method_id: 'skrill',
    amount_cents: 50_000,
    currency: 'CAD',
    email: 'a@b.co',
  });
  expect(started.statusCode).toBe(201);
  const depositId: number = started.json().id;
  await notice({
    event_id: `d-${depositId}`,
    payment_id: depositId,
    state: 'succeeded',
    amount_cents: 50_000,
    currency: 'CAD',
  });
  await p.bet(slot, 1_000, 2_500);
  await p.bet(slot, 2_000, 0);
  const undone = await p.bet(slot, 700);
  expect((await p.rollback(slot, undone)).statusCode).toBe(200);
  const cashout = { method_id: 'skrill', currency: 'CAD', email: 'ada@example.com' };
  const paid = await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 10_000 });
  expect(paid.statusCode).toBe(201);
  const paidId: number = paid.json().id;
  await notice({
    event_id: `w-${paidId}`,
    payment_id: paidId,
    state: 'succeeded',
    amount_cents: 10_000,
    currency: 'CAD',
  });
  const recalled = await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 5_000 });
  const recalledId: number = recalled.json().id;
  expect((await post(`/api/player/payments/${recalledId}/recall`, p.cookie, {})).statusCode).toBe(200);
  const [offer] = await t.deps.db
    .select()
    .from(bonusOffers)
    .where(and(eq(bonusOffers.reward, 'bonus'), eq(bonusOffers.trigger, 'manual')))
    .limit(1);
  const issued = await issueGift(t.deps, {
    userId: p.user.id,
    currency: 'CAD',
    offer: offer!,
    sourceKey: `history-test:${p.user.id}`,
    amountCents: 2_000,
    activate: true,
    countUses: false,
  });
  if (!('gift' in issued)) throw new Error('no gift');
  await payPrize(t.deps, {
    userId: p.user.id,
    currency: 'CAD',
    prize: { kind: 'money', amountCents: 1_500, offerId: null, wagerMultiplier: 0, freespinsCount: 0 },
    kind: 'tournament_prize',
    sourceKey: `tournament:424242${p.user.id}:place:1`,
    memo: 'history test',
  });
  return { ...p, depositId, paidId, recalledId, giftId: issued.gift.id };
}

describe('GET /api/player/balance_history', () => {
  it('lists every movement with its cause and reference; they add up to the balance', async () => {
    const p = await busyPlayer();
    const history = await wholeHistory(p.cookie);
    const [account] = await t.deps.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, p.user.id), eq(accounts.currency, 'CAD')));
    // 50_000 − 1_000 + 2_500 − 2_000 − 700 + 700 − 10_000 − 5_000 + 5_000 + 2_000 (bonus) + 1_500
    expect(account!.amountCents).toBe(43_000);
    expect(history.reduce((sum, m) => sum + m.amount_cents, 0)).toBe(account!.amountCents);
    expect(history[0]!.balance_after_cents).toBe(account!.amountCents);
    // Oldest first, each balance after is the one before plus the movement.
    const oldest = [...history].reverse();
    let balance = 0;
    for (const movement of oldest) {
      balance += movement.amount_cents;
      expect(movement.balance_after_cents).toBe(balance);
      expect(movement.amount_cents).toBe(movement.real_cents + movement.bonus_cents);
    }
    const summary = oldest.map((m) => [m.kind, m.cause, m.amount_cents, m.reference.type, m.reference.id]);
    expect(summary).toEqual([
      ['deposit', 'payment', 50_000, 'payment', String(p.depositId)],
      ['bet', 'round', -1_000, 'round', oldest[1]!.reference.id],
      ['win', 'round', 2_500, 'round', oldest[1]!.reference.id],
      ['bet', 'round', -2_000, 'round', oldest[3]!.reference.id],
      ['bet', 'round', -700, 'round', oldest[4]!.reference.id],
      ['rollback', 'round', 700, 'round', oldest[4]!.reference.id],
      ['withdrawal_reserve', 'payment', -10_000, 'payment', String(p.paidId)],
      ['withdrawal_reserve', 'payment', -5_000, 'payment', String(p.recalledId)],
      ['withdrawal_release', 'payment', 5_000, 'payment', String(p.recalledId)],
      ['bonus_credit', 'bonus', 2_000, 'bonus', String(p.giftId)],
      ['tournament_prize', 'prize', 1_500, 'tournament', `424242${p.user.id}`],
    ]);
    expect(oldest[9]).toMatchObject({ real_cents: 0, bonus_cents: 2_000 });
    expect(oldest[1]!.game).not.toBeNull();
    expect(oldest[0]!.game).toBeNull();
  });

  it('pages, and filters by cause, currency and period', async () => {
    const p = await busyPlayer();
    const first = (await get('/api/player/balance_history?per_page=4', p.cookie)).json();
    expect(first.pagination).toEqual({ page: 1, per_page: 4, total_count: 11 });
    expect(first.data).toHaveLength(4);
    const last = (await get('/api/player/balance_history?per_page=4&page=3', p.cookie)).json();
    expect(last.data).toHaveLength(3);
    const beyond = (await get('/api/player/balance_history?per_page=4&page=9', p.cookie)).json();
    expect(beyond).toEqual({ data: [], pagination: { page: 9, per_page: 4, total_count: 11 } });

    const rounds = await wholeHistory(p.cookie, '&cause=round');
    expect(rounds.map((m) => m.kind)).toEqual(['rollback', 'bet', 'bet', 'win', 'bet']);
    const payments = await wholeHistory(p.cookie, '&cause=payment');
    expect(payments).toHaveLength(4);
    expect((await wholeHistory(p.cookie, '&cause=prize')).map((m) => m.kind)).toEqual(['tournament_prize']);
    expect((await wholeHistory(p.cookie, '&cause=adjustment')).length).toBe(0);
    expect(await wholeHistory(p.cookie, '&currency=eur')).toEqual([]);
    expect(await wholeHistory(p.cookie, '&currency=cad')).toHaveLength(11);

    const now = t.deps.now();
    const day = now.toISOString().slice(0, 10);
    expect(await wholeHistory(p.cookie, `&from=${day}&to=${day}`)).toHaveLength(11);
    const later = new Date(now.getTime() + 60_000).toISOString();
    expect(await wholeHistory(p.cookie, `&from=${encodeURIComponent(later)}`)).toEqual([]);
    const earlier = new Date(now.getTime() - 86_400_000).toISOString();
    expect(await wholeHistory(p.cookie, `&to=${encodeURIComponent(earlier)}`)).toEqual([]);
  });

  it("never shows another player's movements; 401 for a guest", async () => {
    const busy = await busyPlayer();
    const other = await createSignedInPlayer(t);
    const res = await get('/api/player/balance_history', other.cookie);
    expect(res.json()).toEqual({ data: [], pagination: { page: 1, per_page: 20, total_count: 0 } });
    expect((await get('/api/player/balance_history', busy.cookie)).json().pagination.total_count).toBe(11);
    expect((await get('/api/player/balance_history')).statusCode).toBe(401);
  });

  it('answers 400 with field errors on bad query parameters, and reads nothing', async () => {
    const { cookie } = await createSignedInPlayer(t);
    const cases: Array<[string, string]> = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['per_page=101', 'per_page'],
      ['per_page=-1', 'per_page'],
      ['currency=EURO1', 'currency'],
      ['cause=lottery', 'cause'],
      ['from=yesterday', 'from'],
      ['to=2025-13-01', 'to'],
      ['from=2025-06-02&to=2025-06-01', 'to'],
      [`from=${'9'.repeat(60)}`, 'from'],
      ['sort=id', ''],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/player/balance_history?${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      if (field) expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });
});

describe('GET /api/player/stats', () => {
  it('counts deposits, paid-out withdrawals, bets that stood, wins, net and rounds per currency', async () => {
    const p = await busyPlayer();
    const res = await get('/api/player/stats', p.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deposits_count: 1,
      deposits_sum: { CAD: 500 },
      cashouts_sum: { CAD: 100 },
      bets_sum: { CAD: 30 },
      wins_sum: { CAD: 25 },
      net_sum: { CAD: -5 },
      currencies: {
        CAD: {
          deposits_count: 1,
          deposits_cents: 50_000,
          cashouts_count: 1,
          cashouts_cents: 10_000,
          bets_cents: 3_000,
          wins_cents: 2_500,
          net_cents: -500,
          rounds: 2,
        },
      },
      messages: { notice: '' },
    });
  });

  it('zeros for every account of a player who never played; 401 for a guest', async () => {
    const { cookie } = await createSignedInPlayer(t, {}, { currencies: ['CAD', 'BTC'] });
    const zero = {
      deposits_count: 0,
      deposits_cents: 0,
      cashouts_count: 0,
      cashouts_cents: 0,
      bets_cents: 0,
      wins_cents: 0,
      net_cents: 0,
      rounds: 0,
    };
    expect((await get('/api/player/stats', cookie)).json()).toEqual({
      deposits_count: 0,
      deposits_sum: { CAD: 0, BTC: 0 },
      cashouts_sum: { CAD: 0, BTC: 0 },
      bets_sum: { CAD: 0, BTC: 0 },
      wins_sum: { CAD: 0, BTC: 0 },
      net_sum: { CAD: 0, BTC: 0 },
      currencies: { CAD: zero, BTC: zero },
      messages: { notice: '' },
    });
    expect((await get('/api/player/stats')).statusCode).toBe(401);
  });
});

describe('causes and references', () => {
  it('maps every kind the wallet writes to a cause, unknown ones to other', () => {
    expect(['bet', 'win', 'rollback'].map(causeOf)).toEqual(['round', 'round', 'round']);
    expect(['bonus_credit', 'bonus_convert', 'bonus_forfeit'].map(causeOf)).toEqual([
      'bonus',
      'bonus',
      'bonus',
    ]);
    expect(['lottery_prize', 'jackpot_win'].map(causeOf)).toEqual(['prize', 'prize']);
    expect(causeOf('adjustment')).toBe('adjustment');
    expect(causeOf('something_new')).toBe('other');
  });

  it('reads references from the movement keys', () => {
    const of = (kind: string, idempotencyKey: string) => referenceOf({ kind, idempotencyKey, roundId: null });
    expect(of('lottery_prize', 'i:lottery:12:place:3')).toEqual({ type: 'lottery', id: '12' });
    expect(of('jackpot_win', 'i:jackpot:house-77:5')).toEqual({ type: 'jackpot', id: '5' });
    expect(of('bonus_forfeit', 'i:win:991:forfeit')).toEqual({ type: 'bonus', id: null });
    expect(of('adjustment', 'i:ops-2025-06-01')).toEqual({ type: 'adjustment', id: 'ops-2025-06-01' });
  });
});
