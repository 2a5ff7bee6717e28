import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusOffers, playerBonuses } from '../../db/schema/index.ts';
import { cookiesOf, startTestApp, type TestApp } from '../../test/harness.ts';
import { registrationBody } from '../../test/players.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from '../payments/sandbox.ts';
import { signBody } from '../wallet/signing.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';
import { runBonusJobsOnce } from './jobs.ts';
import { bonusPlayer, gameOfFamily } from './test-support.ts';

/**
 * The bonus engine through the player API and the wallet protocol, on the demo's offers (CAD):
 * ORBIT10 gives C$15.00 with 30× wager (C$450.00), a max bet of C$7.50 and a max win of C$150.00.
 */
let t: TestApp;
let slot: string;
let table: string;
const BONUS = 1_500;
const WAGER = 45_000;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  slot = await gameOfFamily(t, 'slots');
  table = await gameOfFamily(t, 'tables');
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof bonusPlayer>>;
const gifts = async (p: Player) =>
  (await p.request('/api/player/bonuses')).json() as Array<Record<string, unknown>>;
const promo = (p: Player, code = 'ORBIT10') => p.request('/api/v2/bonuses/promo-code', 'POST', { code });

/** A player whose ORBIT10 gift is wagering. */
async function wageringPlayer(realCents = 0) {
  const p = await bonusPlayer(t, realCents);
  const issued = await promo(p);
  expect(issued.statusCode, issued.body).toBe(200);
  const id = Number(issued.json().bonus_id);
  const activated = await p.request(`/api/player/bonuses/${id}/activation`, 'POST');
  expect(activated.statusCode, activated.body).toBe(200);
  return { p, id };
}

describe('codes', () => {
  it('a promo code gives its gift once; bad codes answer 422 with a key and change nothing', async () => {
    const p = await bonusPlayer(t);
    const unknown = await promo(p, 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ code: ['bonuses.code_unknown'] });
    const coupon = await promo(p, 'FREESPINS25');
    expect(coupon.json().errors).toEqual({ code: ['bonuses.code_unknown'] });

    const given = await promo(p, 'orbit10');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ name: '€10 promo bonus', bonus_type: 'bonus' });
    const [gift] = await gifts(p);
    expect(gift).toMatchObject({
      id: Number(given.json().bonus_id),
      stage: 'issued',
      amount_cents: BONUS,
      amount_wager_requirement_cents: WAGER,
      activatable: true,
      strategy: 'code',
    });
    expect((await promo(p)).json().errors).toEqual({ code: ['bonuses.code_already_used'] });
    expect(await gifts(p)).toHaveLength(1);
    expect((await p.state()).amountCents).toBe(0);
  });

  it('20 parallel redemptions of one code give one gift', async () => {
    const p = await bonusPlayer(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => promo(p)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(19);
    expect(await gifts(p)).toHaveLength(1);
  });

  it('an expired, used-up, other-group or other-currency offer gives nothing', async () => {
    const insert = async (values: Partial<typeof bonusOffers.$inferInsert>) =>
      t.deps.db
        .insert(bonusOffers)
        .values({
          groupKey: `test_${Math.random().toString(36).slice(2)}`,
          trigger: 'promo',
          code: `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
          titles: { en: 'Test' },
          reward: 'bonus',
          amounts: { CAD: 1_000 },
          ...values,
        })
        .returning();
    const p = await bonusPlayer(t);
    const cases: Array<[Partial<typeof bonusOffers.$inferInsert>, string]> = [
      [{ availableUntil: new Date(t.clock.now.getTime() - 1000) }, 'bonuses.code_expired'],
      [{ active: false }, 'bonuses.code_expired'],
      [{ maxUses: 0 }, 'bonuses.code_used_up'],
      [{ groupIds: [999_999] }, 'bonuses.code_not_for_you'],
      [{ countries: ['DE'] }, 'bonuses.code_not_for_you'],
      [{ amounts: { EUR: 1_000 } }, 'bonuses.code_wrong_currency'],
    ];
    for (const [values, key] of cases) {
      const [offer] = await insert(values);
      const answer = await promo(p, offer!.code!);
      expect(answer.statusCode, key).toBe(422);
      expect(answer.json().errors.code, key).toEqual([key]);
    }
    expect(await gifts(p)).toEqual([]);
  });

  it('titles the registration offers in the asked locale', async () => {
    const de = await t.request({ method: 'GET', url: '/api/bonuses/registration?locale=de' });
    expect(de.json()[0]).toMatchObject({ group_key: 'welcome_no_deposit', title: '5 € geschenkt' });
    const en = await t.request({ method: 'GET', url: '/api/bonuses/registration' });
    expect(en.json()[0].title).toBe('€5 on the house');
  });

  it('answers the sportsbook bonus list empty (Orbit runs no sportsbook)', async () => {
    const p = await bonusPlayer(t);
    const list = await p.request('/api/v2/bonuses');
    expect([list.statusCode, list.json()]).toEqual([200, []]);
    expect((await p.request('/api/v2/bonuses/freebet/1')).statusCode).toBe(404);
  });

  it('a multi-account player (group 100) or one with bonuses off gets none', async () => {
    const multi = await bonusPlayer(t, 0, { groups: [100] });
    expect((await multi.request('/api/bonuses/available_bonuses')).json()).toEqual({
      available_bonuses: false,
    });
    expect((await promo(multi)).json().errors).toEqual({ code: ['bonuses.unavailable'] });
    const off = await bonusPlayer(t);
    const turned = await off.request('/api/player/update_bonus_settings', 'PATCH', { can_issue: false });
    expect(turned.json().can_issue_bonuses).toBe(false);
    expect((await promo(off)).json().errors).toEqual({ code: ['bonuses.unavailable'] });
    expect((await off.request('/api/bonuses/deposit')).json()).toEqual([]);
  });

  it('a coupon is started at once; a second use answers already_activated', async () => {
    const p = await bonusPlayer(t);
    const bad = await p.request('/api/bonuses/coupon', 'POST', { coupon_code: 'NOPE' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      status: 'failed_to_activate',
      errors: { coupon_code: ['bonuses.code_unknown'] },
    });
    const first = await p.request('/api/bonuses/coupon', 'POST', { coupon_code: 'FREESPINS25' });
    expect(first.json()).toEqual({ status: 'successfully_activated' });
    const again = await p.request('/api/bonuses/coupon', 'POST', { coupon_code: 'FREESPINS25' });
    expect(again.json()).toEqual({ status: 'already_activated' });
    const spins = (await p.request('/api/player/freespins')).json();
    expect(spins).toHaveLength(1);
    expect(spins[0]).toMatchObject({ stage: 'handle_bets', freespins_total: 25, bet_level: 30 });
  });
});

describe('activation and wagering', () => {
  it('activation puts the bonus in the bonus pocket once, however many ask at once', async () => {
    const p = await bonusPlayer(t, 10_000);
    const id = Number((await promo(p)).json().bonus_id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => p.request(`/api/player/bonuses/${id}/activation`, 'POST')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.json().errors.base[0])).toContain(
      'bonuses.not_activatable',
    );
    expect(await p.state()).toMatchObject({
      amountCents: 10_000 + BONUS,
      realCents: 10_000,
      ledgerTotal: 10_000 + BONUS,
    });
    expect((await gifts(p))[0]).toMatchObject({ stage: 'handle_bets', activatable: false, cancelable: true });
  });

  it('counts each bet once by its game family, refuses a bet over the max bet, and a rollback takes its count back', async () => {
    const { p } = await wageringPlayer(10_000);
    await p.bet(slot, 500, 0);
    expect((await gifts(p))[0]!.amount_wager_cents).toBe(500);
    await p.bet(table, 500, 0);
    expect((await gifts(p))[0]!.amount_wager_cents).toBe(550);
    const over = await p.bet(slot, 751);
    expect(over.response.statusCode).toBe(403);
    expect(over.response.json()).toMatchObject({ error: 'bet_refused', reason: 'bonus_max_bet' });
    const open = await p.bet(slot, 700);
    expect((await gifts(p))[0]!.amount_wager_cents).toBe(1_250);
    expect((await p.rollback(slot, open)).statusCode).toBe(200);
    expect((await gifts(p))[0]!.amount_wager_cents).toBe(550);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('a second bonus waits its turn and starts when the first converts, up to the max win', async () => {
    const { p, id } = await wageringPlayer(0);
    // A second gift from the operator, taken while the first wagers: it waits.
    const second = await t.request({
      method: 'POST',
      url: '/api/operator/bonuses',
      headers: { cookie: await operatorCookie(t) },
      payload: {
        user_id: p.user.id,
        offer_id: await offerId('welcome_no_deposit'),
        currency: 'CAD',
        idempotency_key: `w-${id}`,
      },
    });
    expect(second.statusCode, second.body).toBe(201);
    const waiting = await p.request(`/api/player/bonuses/${second.json().id}/activation`, 'POST');
    expect(waiting.json().stage).toBe('wait');
    // Wager the C$450 on a slot at C$7.50 a spin; a big win on the last one (C$300 over the bonus).
    let wagered = 0;
    while (wagered + 750 < WAGER) {
      await p.bet(slot, 750, 750);
      wagered += 750;
    }
    await p.bet(slot, WAGER - wagered, 30_000);
    const [latest, first] = await gifts(p);
    expect(first).toMatchObject({ id, stage: 'wager_done', amount_wager_cents: WAGER });
    // The pocket held C$15 + C$300 won; the max win (C$150) became real, the rest went back.
    expect(first!.converted_cents).toBe(15_000);
    expect(first!.forfeited_cents).toBe(BONUS + 30_000 - 15_000 - (WAGER - wagered));
    expect(latest).toMatchObject({ stage: 'handle_bets', amount_cents: 750 });
    expect(await p.state()).toMatchObject({ realCents: 15_000, amountCents: 15_000 + 750 });
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('is lost when its money is gone at the end of a round', async () => {
    const { p, id } = await wageringPlayer(0);
    await p.bet(slot, 750, 0);
    await p.bet(slot, 750, 0);
    const gift = (await gifts(p)).find((g) => g.id === id);
    expect(gift).toMatchObject({ stage: 'lost', forfeited_cents: 0 });
    expect(await p.state()).toMatchObject({ amountCents: 0, realCents: 0 });
  });

  it('cancel forfeits the bonus pocket (shown first by cancel_info); another player’s gift is 404', async () => {
    const { p, id } = await wageringPlayer(500);
    await p.bet(slot, 750, 1_500); // C$5 real + C$2.50 bonus staked; the win splits 2:1
    const info = await p.request(`/api/player/bonuses/${id}/cancel_info`);
    expect(info.json()).toEqual({
      id,
      total_withdrawal_amount: '10.00',
      current_balance: '27.50',
      cash_balance: '10.00',
      bonus_balance: '17.50',
      bonus_winnings: '2.50',
      currency: 'CAD',
    });
    const other = await bonusPlayer(t);
    expect((await other.request(`/api/player/bonuses/${id}`, 'DELETE')).statusCode).toBe(404);
    expect((await other.request(`/api/player/bonuses/${id}/cancel_info`)).statusCode).toBe(404);
    const canceled = await p.request(`/api/player/bonuses/${id}`, 'DELETE');
    expect(canceled.json()).toMatchObject({ stage: 'canceled', forfeited_cents: 1_750 });
    expect(await p.state()).toMatchObject({ amountCents: 1_000, realCents: 1_000 });
    expect((await p.request(`/api/player/bonuses/${id}`, 'DELETE')).json().errors).toEqual({
      base: ['bonuses.not_cancelable'],
    });
  });

  it('expires past its validity: the job takes the bonus pocket back, once', async () => {
    const { p, id } = await wageringPlayer(0);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const passes = await Promise.all([runBonusJobsOnce(t), runBonusJobsOnce(t)]);
      expect(passes.reduce((sum, pass) => sum + pass.expired, 0)).toBeGreaterThanOrEqual(1);
      // (The player's session has ended by now: read the row.)
      const [gift] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
      expect(gift).toMatchObject({ stage: 'expired', forfeitedCents: BONUS });
      expect(await p.state()).toMatchObject({ amountCents: 0, ledgerTotal: 0 });
    } finally {
      t.clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });

  it('is not activated during a cooling-off', async () => {
    const p = await bonusPlayer(t);
    const id = Number((await promo(p)).json().bonus_id);
    const limit = await p.request('/api/user_limits', 'POST', { type: 'coolingoff', period: 'day' });
    expect(limit.statusCode, limit.body).toBeLessThan(300);
    const refused = await p.request(`/api/player/bonuses/${id}/activation`, 'POST');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('bonuses_blocked_by_limits');
    const [gift] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
    expect(gift!.stage).toBe('issued');
  });
});

async function offerId(groupKey: string) {
  const [row] = await t.deps.db.select().from(bonusOffers).where(eq(bonusOffers.groupKey, groupKey));
  return row!.id;
}

/** The sandbox provider's signed notice that a deposit succeeded. */
async function succeeded(paymentId: number, amount: number) {
  const raw = JSON.stringify({
    event_id: `bonus-${paymentId}-${Math.random()}`,
    payment_id: paymentId,
    state: 'succeeded',
    amount_cents: amount,
    currency: 'CAD',
  });
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(await sandboxSecret(t.deps.db), raw),
    },
  });
}

describe('deposits and withdrawals', () => {
  it('a deposit bonus code the player entered is taken by their next deposit that fits it, then spent', async () => {
    const p = await bonusPlayer(t);
    const bad = await p.request('/api/player/set_bonus_code', 'PATCH', { deposit_bonus_code: 'ORBIT10' });
    expect(bad.json().errors).toEqual({ deposit_bonus_code: ['bonuses.code_unknown'] });
    const set = await p.request('/api/player/set_bonus_code', 'PATCH', { deposit_bonus_code: 'spring50' });
    expect(set.json().deposit_bonus_code).toBe('SPRING50');
    const started = await p.request('/api/payments/deposits', 'POST', {
      method_id: 'neteller',
      amount_cents: 4_000,
      currency: 'CAD',
      email: 'ada@example.com',
    });
    expect(started.statusCode, started.body).toBe(201);
    expect((await succeeded(started.json().id, 4_000)).statusCode).toBe(200);
    expect(await gifts(p)).toEqual([
      expect.objectContaining({ group_key: 'spring_code', stage: 'handle_bets', amount_cents: 2_000 }),
    ]);
    expect((await p.request('/api/player')).json().deposit_bonus_code).toBeNull();
  });

  it('a chosen deposit offer comes with the deposit, matched and capped; a deposit below its minimum is refused', async () => {
    const p = await bonusPlayer(t);
    const offers = (await p.request('/api/bonuses/deposit')).json() as Array<{
      id: string;
      group_key: string;
    }>;
    expect(offers.map((o) => o.group_key)).toEqual(['welcome_deposit_1', 'weekly_reload']);
    const welcome = offers[0]!.id;
    const deposit = (amount: number, bonus_id?: string) =>
      p.request('/api/payments/deposits', 'POST', {
        method_id: 'neteller',
        amount_cents: amount,
        currency: 'CAD',
        email: 'ada@example.com',
        ...(bonus_id ? { bonus_id } : {}),
      });
    const small = await deposit(2_000, welcome);
    expect(small.statusCode).toBe(422);
    expect(small.json().errors).toEqual({ bonus_id: ['bonuses.offer_not_available'] });
    expect((await deposit(5_000, '999999')).json().errors).toEqual({
      bonus_id: ['bonuses.offer_not_available'],
    });
    const started = await deposit(5_000, welcome);
    expect(started.statusCode, started.body).toBe(201);
    // The provider says so twice at once: one deposit, one gift.
    const notices = await Promise.all([
      succeeded(started.json().id, 5_000),
      succeeded(started.json().id, 5_000),
    ]);
    expect(notices.map((n) => n.statusCode)).toEqual([200, 200]);
    const list = await gifts(p);
    expect(list).toEqual([
      expect.objectContaining({
        group_key: 'welcome_deposit_1',
        stage: 'handle_bets',
        amount_cents: 5_000,
        strategy: 'deposit',
      }),
    ]);
    expect(list[0]!.amount_wager_requirement_cents).toBe(5_000 * 35);
    expect(await p.state()).toMatchObject({ amountCents: 10_000, realCents: 5_000 });
    // Taken once: no longer offered (one per player).
    const after = (await p.request('/api/bonuses/deposit')).json() as Array<{ group_key: string }>;
    expect(after.map((o) => o.group_key)).toEqual(['weekly_reload']);
  });

  it('an offer turned down is not offered again', async () => {
    const p = await bonusPlayer(t);
    const [first] = (await p.request('/api/bonuses/deposit')).json() as Array<{
      id: string;
      group_key: string;
    }>;
    expect((await p.request(`/api/bonuses/deposit/${first!.id}`, 'DELETE')).statusCode).toBe(204);
    const left = (await p.request('/api/bonuses/deposit')).json() as Array<{ group_key: string }>;
    expect(left.map((o) => o.group_key)).not.toContain(first!.group_key);
    expect((await p.request('/api/bonuses/deposit/999999', 'DELETE')).statusCode).toBe(404);
  });

  it('a withdrawal while a bonus wagers asks to cancel it, and with its id cancels and withdraws in one step', async () => {
    const { p, id } = await wageringPlayer(5_000);
    const withdraw = (extra: Record<string, unknown> = {}) =>
      p.request('/api/payments/withdrawals', 'POST', {
        method_id: 'neteller',
        amount_cents: 3_000,
        currency: 'CAD',
        email: 'ada@example.com',
        ...extra,
      });
    const asked = await withdraw();
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({ cancel_bonus_id: ['bonuses.wagering_in_progress'] });
    expect(await p.state()).toMatchObject({ amountCents: 5_000 + BONUS, realCents: 5_000 });
    const done = await withdraw({ cancel_bonus_id: id });
    expect(done.statusCode, done.body).toBe(201);
    expect(await p.state()).toMatchObject({ amountCents: 2_000, realCents: 2_000 });
    expect((await gifts(p))[0]).toMatchObject({ stage: 'canceled', forfeited_cents: BONUS });
  });
});

describe('registration', () => {
  it('gives the open registration gift, and a code’s; an unknown code is a field error before anything is written', async () => {
    const register = (overrides: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/users', payload: registrationBody(overrides) });
    const bad = await register({ bonus_code: 'NOPE' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.bonus_code).toEqual(['bonuses.code_unknown']);

    const plain = await register({});
    expect(plain.statusCode, plain.body).toBe(201);
    const cookie = cookiesOf(plain);
    const list = await t.request({ method: 'GET', url: '/api/player/bonuses', cookie });
    expect(list.json().map((g: { group_key: string; stage: string }) => [g.group_key, g.stage])).toEqual([
      ['welcome_no_deposit', 'issued'],
    ]);
    expect((await t.request({ method: 'GET', url: '/api/player/freespins', cookie })).json()).toEqual([]);

    const spins = await register({ bonus_code: 'spins20' });
    expect(spins.statusCode, spins.body).toBe(201);
    const fs = await t.request({ method: 'GET', url: '/api/player/freespins', cookie: cookiesOf(spins) });
    expect(fs.json()).toEqual([
      expect.objectContaining({ group_key: 'welcome_spins', stage: 'issued', freespins_total: 20 }),
    ]);

    const deposit = await register({ bonus_code: 'SPRING50' });
    expect(deposit.json().deposit_bonus_code).toBe('SPRING50');
    const offers = await t.request({
      method: 'GET',
      url: '/api/bonuses/deposit',
      cookie: cookiesOf(deposit),
    });
    expect(offers.json().map((o: { group_key: string }) => o.group_key)).toEqual(['spring_code']);
  });
});
