import type { OperatorRole } from '@orbit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  fraudChecks,
  paymentCallbacks,
  userGroups,
  walletTransactions,
} from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { creditPlayer } from '../wallet/service.ts';
import { signBody } from '../wallet/signing.ts';
import { accountState, unbalancedTransactions } from '../wallet/test-support.ts';
import { runPaymentJobsOnce } from './jobs.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, sandboxSecret } from './sandbox.ts';

let t: TestApp;
const events: Array<{ userId: number; channel: string; data: Record<string, unknown> }> = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  t.deps.realtime = {
    publishPublic() {},
    publishToPlayer: (userId, channel, data) =>
      events.push({ userId, channel, data: data as Record<string, unknown> }),
    publishToRoom() {},
  };
});
afterAll(async () => {
  await t.close();
});

const VISA = '4111 1111 1111 1111';
const card = { card_number: VISA, card_expiry: '12/40', holder: 'Ada Lovelace' };

async function player(
  overrides: Record<string, unknown> = {},
  options: { groups?: number[]; currencies?: string[]; fund?: number } = {},
) {
  const p = await createSignedInPlayer(t, overrides, options);
  if (options.fund) {
    await creditPlayer(t.deps, {
      userId: p.user.id,
      currency: p.user.currency,
      amountCents: options.fund,
      kind: 'adjustment',
      idempotencyKey: `fund-${p.user.id}`,
    });
  }
  return p;
}

async function accountOf(userId: number, currency: string) {
  const [row] = await t.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
  return accountState(t, row!.id);
}

const post = (url: string, cookie: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url, cookie, payload: payload as Record<string, unknown> });

/** The provider's notice, signed like the sandbox signs it (or with another secret). */
async function notice(body: Record<string, unknown>, secret?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(secret ?? (await sandboxSecret(t.deps.db)), raw),
    },
  });
}

async function historyOf(cookie: string) {
  const res = await post('/api/player/payments/with_pages', cookie, { page: 1, page_size: 50 });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
}

const stateOf = async (cookie: string, id: number) =>
  (await historyOf(cookie)).find((p) => p.id === id)?.state;

async function depositKinds(userId: number) {
  const rows = await t.deps.db
    .select({ kind: walletTransactions.kind })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return rows.map((r) => r.kind).filter((k) => k !== 'adjustment');
}

describe('payment methods', () => {
  it("lists methods per action and currency with limits, fees free, instant; a guest gets the country's public table", async () => {
    const p = await player({ currency: 'EUR', country: 'DE' });
    const res = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=deposit&currency=EUR',
      cookie: p.cookie,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.limits).toEqual({ bet_sum_cents: 6_000_000, deposit_sum_cents: 600_000 });
    const ids = body.methods.map((m: { id: string }) => m.id);
    expect(ids).toEqual(['visa', 'mastercard', 'bank_transfer', 'skrill', 'neteller', 'sofort']);
    const visa = body.methods[0];
    expect(visa).toMatchObject({
      type: 'cards',
      fee: { percent: 0, fixed_cents: 0 },
      processingTime: 'instant',
    });
    // The deposit sum limit caps a method's maximum.
    expect(visa.max_cents).toBe(600_000);
    const cashout = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=cashout&currency=EUR',
      cookie: p.cookie,
    });
    expect(cashout.json().methods.map((m: { id: string }) => m.id)).not.toContain('sofort');
    expect(cashout.json().methods.every((m: { recallable: boolean }) => m.recallable)).toBe(true);
    // A visitor gets the public table of their country: its currency, no saved profiles.
    const guest = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=deposit',
      headers: { 'x-country-code': 'DE' },
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().currency).toBe('EUR');
    expect(guest.json().methods.map((m: { id: string }) => m.id)).toEqual(ids);
    const canadian = await t.request({ method: 'GET', url: '/api/payments/methods?action=deposit' });
    expect(canadian.json().currency).toBe('CAD');
    expect(canadian.json().methods.map((m: { id: string }) => m.id)).not.toContain('sofort');
    const bad = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=steal',
      cookie: p.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('hides sofort from group 631', async () => {
    const p = await player({ currency: 'EUR', country: 'DE' }, { groups: [631] });
    const res = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=deposit&currency=EUR',
      cookie: p.cookie,
    });
    expect(res.json().methods.map((m: { brand: string }) => m.brand)).not.toContain('sofort');
    const sofort = await post('/api/payments/deposits', p.cookie, {
      method_id: 'sofort',
      amount_cents: 5_000,
      currency: 'EUR',
    });
    expect(sofort.statusCode).toBe(422);
    expect(sofort.json().errors.method_id).toEqual(['validation.not_allowed']);
  });

  it('crypto: limits in the coin units; BTC withdrawal at most 0.4', async () => {
    const p = await player({ currency: 'BTC' });
    const res = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=cashout&currency=BTC',
      cookie: p.cookie,
    });
    expect(res.json().methods).toHaveLength(1);
    expect(res.json().methods[0]).toMatchObject({
      id: 'crypto',
      type: 'crypto',
      min_cents: 10_000,
      max_cents: 40_000_000,
    });
    expect(res.json().limits).toBeNull();
    const usdt = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=deposit&currency=USDT',
      cookie: p.cookie,
    });
    expect(usdt.json().methods[0].min_cents).toBe(20_000_000);
  });

  it('fields of a method: card fields, first deposit 50, none with a saved profile; 404 unknown', async () => {
    const p = await player();
    const res = await t.request({
      method: 'GET',
      url: '/api/payments/methods/visa/fields?action=deposit&currency=CAD',
      cookie: p.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().amountField).toEqual({ min_cents: 1_000, max_cents: 900_000, default_cents: 5_000 });
    expect(res.json().methodFields.map((f: { name: string }) => f.name)).toEqual([
      'card_number',
      'card_expiry',
      'holder',
    ]);
    const crypto = await t.request({
      method: 'GET',
      url: '/api/payments/methods/crypto/fields?action=cashout&currency=ETH',
      cookie: p.cookie,
    });
    expect(crypto.json().methodFields).toEqual([{ name: 'address', type: 'crypto_address', required: true }]);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/payments/methods/paypal/fields?action=deposit&currency=CAD',
      cookie: p.cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('card deposits through the sandbox', () => {
  it('3-D Secure confirm → asynchronous callbacks → credited exactly once, state succeeded', async () => {
    const p = await player();
    events.length = 0;
    const res = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 25_000,
      currency: 'CAD',
      ...card,
      save_profile: true,
    });
    expect(res.statusCode).toBe(201);
    const { id, state, redirect_url } = res.json();
    expect(state).toBe('pending');
    expect(redirect_url).toMatch(new RegExp(`^/sandbox/3ds/${id}\\?token=`));
    expect(events.some((e) => e.channel === 'payments_changes' && e.data.id === id)).toBe(true);

    const page = await t.app.inject({ method: 'GET', url: redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Confirm');
    expect(page.body).toContain('411111******1111');
    expect(page.body).toContain('250.00 CAD');
    const forged = await t.app.inject({ method: 'GET', url: `/sandbox/3ds/${id}?token=nope` });
    expect(forged.statusCode).toBe(404);

    const confirm = await t.app.inject({
      method: 'POST',
      url: redirect_url.replace('?', '/confirm?'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Payment submitted');
    // Asynchronous: nothing moved yet.
    expect(await stateOf(p.cookie, id)).toBe('pending');
    expect((await accountOf(p.user.id, 'CAD')).amountCents).toBe(0);
    // A second click queues nothing more.
    const again = await t.app.inject({ method: 'POST', url: redirect_url.replace('?', '/confirm?') });
    expect(again.body).toContain('already submitted');

    t.clock.advance(60_000);
    await runPaymentJobsOnce(t.app);
    const delivered = await t.deps.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, id));
    // processing, reserved, succeeded, succeeded again, a stale processing: all delivered, all 2xx.
    expect(delivered.map((c) => JSON.parse(c.body).state)).toEqual([
      'processing',
      'reserved',
      'succeeded',
      'succeeded',
      'processing',
    ]);
    expect(delivered.every((c) => c.deliveredAt && c.lastStatus === 200)).toBe(true);
    expect(await stateOf(p.cookie, id)).toBe('succeeded');
    const account = await accountOf(p.user.id, 'CAD');
    expect(account).toMatchObject({ amountCents: 25_000, realCents: 25_000, ledgerTotal: 25_000 });
    expect(await depositKinds(p.user.id)).toEqual(['deposit']);
    const change = events.filter((e) => e.channel === 'payments_changes' && e.data.id === id).at(-1)!;
    expect(change.data).toMatchObject({
      id,
      state: 'succeeded',
      success: true,
      action: 'deposit',
      amount_cents: 25_000,
    });
    expect(events.some((e) => e.channel === 'balance')).toBe(true);
    expect(await unbalancedTransactions(t)).toBe(0);

    // The card is now a saved profile (masked) and a deposit can use it.
    const methods = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=deposit&currency=CAD',
      cookie: p.cookie,
    });
    const visa = methods.json().methods.find((m: { id: string }) => m.id === 'visa');
    expect(visa.savedProfiles).toEqual([
      { id: expect.any(String), title: '411111******1111 (12/40)', isRemoveAvailable: true },
    ]);
    const saved = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 1_000,
      currency: 'CAD',
      saved_profile_id: visa.savedProfiles[0].id,
    });
    expect(saved.statusCode).toBe(201);
    const other = await post('/api/payments/deposits', p.cookie, {
      method_id: 'mastercard',
      amount_cents: 1_000,
      currency: 'CAD',
      saved_profile_id: visa.savedProfiles[0].id,
    });
    expect(other.json().errors.saved_profile_id).toEqual(['validation.invalid_value']);
  });

  it('a saved profile can be removed by its owner only; then it is gone from methods and forms', async () => {
    const p = await player({ country: 'CA', currency: 'CAD' });
    const started = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 2_000,
      currency: 'CAD',
      ...card,
      save_profile: true,
    });
    expect(started.statusCode).toBe(201);
    const visaOf = async (cookie: string) =>
      (await t.request({ method: 'GET', url: '/api/payments/methods?action=deposit&currency=CAD', cookie }))
        .json()
        .methods.find((m: { id: string }) => m.id === 'visa');
    const [profile] = (await visaOf(p.cookie)).savedProfiles;
    const remove = (cookie: string, id: string) =>
      t.request({ method: 'DELETE', url: `/api/payments/profiles/${id}`, cookie });

    const stranger = await player({ country: 'CA', currency: 'CAD' });
    expect((await remove(stranger.cookie, profile.id)).statusCode).toBe(404);
    expect((await remove(p.cookie, 'abc')).statusCode).toBe(400);
    expect((await visaOf(p.cookie)).savedProfiles).toHaveLength(1);

    const removed = await remove(p.cookie, profile.id);
    expect(removed.statusCode).toBe(204);
    expect(events.some((e) => e.userId === p.user.id && e.channel === 'payment_methods_updated')).toBe(true);
    expect((await visaOf(p.cookie)).savedProfiles).toEqual([]);
    expect((await remove(p.cookie, profile.id)).statusCode).toBe(404);
    const reuse = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 1_000,
      currency: 'CAD',
      saved_profile_id: profile.id,
    });
    expect(reuse.json().errors.saved_profile_id).toEqual(['validation.invalid_value']);
  });

  it('decline and cancel buttons end the deposit without money', async () => {
    const p = await player();
    for (const [choice, final] of [
      ['decline', 'declined'],
      ['cancel', 'canceled'],
    ] as const) {
      const res = await post('/api/payments/deposits', p.cookie, {
        method_id: 'visa',
        amount_cents: 2_000,
        currency: 'CAD',
        ...card,
      });
      const { id, redirect_url } = res.json();
      await t.app.inject({ method: 'POST', url: redirect_url.replace('?', `/${choice}?`) });
      t.clock.advance(30_000);
      await runPaymentJobsOnce(t.app);
      expect(await stateOf(p.cookie, id)).toBe(final);
    }
    expect((await accountOf(p.user.id, 'CAD')).amountCents).toBe(0);
  });

  it("the sandbox bank's rejected card: rejected, no money", async () => {
    const p = await player();
    const res = await post('/api/payments/deposits', p.cookie, {
      method_id: 'mastercard',
      amount_cents: 2_000,
      currency: 'CAD',
      ...card,
      card_number: '5105 1051 0510 5100',
    });
    const { id, redirect_url } = res.json();
    await t.app.inject({ method: 'POST', url: redirect_url.replace('?', '/confirm?') });
    t.clock.advance(30_000);
    await runPaymentJobsOnce(t.app);
    expect(await stateOf(p.cookie, id)).toBe('rejected');
    expect((await accountOf(p.user.id, 'CAD')).amountCents).toBe(0);
  });

  it('a deposit left on the provider page is canceled after 30 minutes', async () => {
    const p = await player();
    const res = await post('/api/payments/deposits', p.cookie, {
      method_id: 'skrill',
      amount_cents: 2_000,
      currency: 'CAD',
      email: 'ada@example.com',
    });
    t.clock.advance(31 * 60_000);
    await runPaymentJobsOnce(t.app);
    const item = (await historyOf(p.cookie)).find((x) => x.id === res.json().id)!;
    expect(item).toMatchObject({ state: 'canceled', cancellation_reason: 'abandoned' });
    expect(item.finished_at).toEqual(expect.any(String));
  });
});

describe('provider callbacks', () => {
  async function pendingDeposit(amount = 3_000) {
    const p = await player();
    const res = await post('/api/payments/deposits', p.cookie, {
      method_id: 'neteller',
      amount_cents: amount,
      currency: 'CAD',
      email: 'ada@example.com',
    });
    return { p, id: res.json().id as number };
  }
  const n = (id: number, state: string, amount = 3_000) => ({
    event_id: `e-${id}-${state}-${Math.random()}`,
    payment_id: id,
    state,
    amount_cents: amount,
    currency: 'CAD',
  });

  it('duplicated and out-of-order notices credit once and never move the state back', async () => {
    const { p, id } = await pendingDeposit();
    const first = await notice(n(id, 'succeeded'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'applied', state: 'succeeded' });
    const dup = await notice(n(id, 'succeeded'));
    expect(dup.json()).toEqual({ status: 'ignored', state: 'succeeded' });
    const late = await notice(n(id, 'processing'));
    expect(late.json()).toEqual({ status: 'ignored', state: 'succeeded' });
    const contrary = await notice(n(id, 'declined'));
    expect(contrary.json().state).toBe('succeeded');
    // Two at once: still one credit.
    await Promise.all([notice(n(id, 'succeeded')), notice(n(id, 'succeeded'))]);
    expect(await stateOf(p.cookie, id)).toBe('succeeded');
    expect((await accountOf(p.user.id, 'CAD')).amountCents).toBe(3_000);
    expect(await depositKinds(p.user.id)).toEqual(['deposit']);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('concurrent first notices credit once', async () => {
    const { p, id } = await pendingDeposit();
    const answers = await Promise.all([1, 2, 3].map(() => notice(n(id, 'succeeded'))));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await accountOf(p.user.id, 'CAD')).amountCents).toBe(3_000);
    expect(await depositKinds(p.user.id)).toEqual(['deposit']);
  });

  it('reserved after processing moves forward; processing after reserved does not', async () => {
    const { p, id } = await pendingDeposit();
    expect((await notice(n(id, 'reserved'))).json()).toEqual({ status: 'applied', state: 'reserved' });
    expect((await notice(n(id, 'processing'))).json()).toEqual({ status: 'ignored', state: 'reserved' });
    expect(await stateOf(p.cookie, id)).toBe('reserved');
  });

  it('bad signature 401, unknown payment 404, wrong amount 422, bad JSON 400, bad shape 422', async () => {
    const { id } = await pendingDeposit();
    expect((await notice(n(id, 'succeeded'), 'not-the-secret')).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      payload: JSON.stringify(n(id, 'succeeded')),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await notice(n(999_999, 'succeeded'))).statusCode).toBe(404);
    expect((await notice(n(id, 'succeeded', 3_001))).statusCode).toBe(422);
    expect((await notice({ ...n(id, 'succeeded'), state: 'paid' })).statusCode).toBe(422);
    const secret = await sandboxSecret(t.deps.db);
    const broken = await t.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      payload: '{not json',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signBody(secret, '{not json'),
      },
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('deposit rules', () => {
  it('card number, blocked prefix, brand, expiry and holder are checked', async () => {
    const p = await player();
    const res = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 2_000,
      currency: 'CAD',
      card_number: '4111 1111 1111 1112',
      card_expiry: '01/20',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      card_number: ['validation.card_number'],
      card_expiry: ['validation.card_expired'],
      holder: ['validation.required'],
    });
    const blocked = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 2_000,
      currency: 'CAD',
      ...card,
      card_number: '4000 0000 0000 0002',
    });
    expect(blocked.json().errors.card_number).toEqual(['validation.card_blocked']);
    const brand = await post('/api/payments/deposits', p.cookie, {
      method_id: 'mastercard',
      amount_cents: 2_000,
      currency: 'CAD',
      ...card,
    });
    expect(brand.json().errors.card_number).toEqual(['payments.card_brand_mismatch']);
    // The current month is still good.
    const now = t.clock.now;
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    const ok = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 2_000,
      currency: 'CAD',
      ...card,
      card_expiry: thisMonth,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('amounts: minimum, the deposit sum limit per currency, bad shapes', async () => {
    const p = await player();
    const small = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 999,
      currency: 'CAD',
      ...card,
    });
    expect(small.json().errors.amount_cents).toEqual(['validation.min_value']);
    const big = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 900_001,
      currency: 'CAD',
      ...card,
    });
    expect(big.json().errors.amount_cents).toEqual(['payments.deposit_sum_limit']);
    const top = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 900_000,
      currency: 'CAD',
      ...card,
    });
    expect(top.statusCode).toBe(201);
    for (const body of [
      { method_id: 'visa', amount_cents: -5, currency: 'CAD' },
      { method_id: 'visa', amount_cents: 10.5, currency: 'CAD' },
      { method_id: 'visa', amount_cents: 2_000 },
      { method_id: 'visa', amount_cents: 2_000, currency: 'CAD', extra: 1 },
    ]) {
      expect((await post('/api/payments/deposits', p.cookie, body)).statusCode).toBe(422);
    }
    expect((await post('/api/payments/deposits', undefined, { method_id: 'visa' })).statusCode).toBe(401);
    const crypto = await post('/api/payments/deposits', p.cookie, {
      method_id: 'crypto',
      amount_cents: 2_000_000,
      currency: 'ETH',
    });
    expect(crypto.json().errors.method_id).toEqual(['payments.crypto_use_address']);
    // Only into the player's own accounts: no EUR account, no EUR deposit (nor withdrawal).
    for (const url of ['/api/payments/deposits', '/api/payments/withdrawals']) {
      const other = await post(url, p.cookie, {
        method_id: 'visa',
        amount_cents: 5_000,
        currency: 'EUR',
        ...card,
      });
      expect(other.statusCode).toBe(422);
      expect(other.json().errors.currency).toEqual(['validation.currency_unavailable']);
    }
    const email = await post('/api/payments/deposits', p.cookie, {
      method_id: 'skrill',
      amount_cents: 2_000,
      currency: 'CAD',
      email: 'nope',
    });
    expect(email.json().errors.email).toEqual(['validation.email']);
  });

  it('IBAN: mod-97 checked; an LT IBAN adds group 1101 and says so', async () => {
    const p = await player({ currency: 'EUR', country: 'DE' });
    const bad = await post('/api/payments/deposits', p.cookie, {
      method_id: 'bank_transfer',
      amount_cents: 2_000,
      currency: 'EUR',
      iban: 'DE89370400440532013001',
      holder: 'Ada',
    });
    expect(bad.json().errors.iban).toEqual(['payments.iban_invalid']);
    const de = await post('/api/payments/deposits', p.cookie, {
      method_id: 'bank_transfer',
      amount_cents: 2_000,
      currency: 'EUR',
      iban: 'DE89 3704 0044 0532 0130 00',
      holder: 'Ada',
    });
    expect(de.statusCode).toBe(201);
    expect(de.json().messages).toEqual([]);
    const groups = async () =>
      (await t.deps.db.select().from(userGroups).where(eq(userGroups.userId, p.user.id))).map(
        (g) => g.groupId,
      );
    expect(await groups()).not.toContain(1101);
    const lt = await post('/api/payments/deposits', p.cookie, {
      method_id: 'bank_transfer',
      amount_cents: 2_000,
      currency: 'EUR',
      iban: 'LT121000011101001000',
      holder: 'Ada',
    });
    expect(lt.statusCode).toBe(201);
    expect(lt.json().messages).toEqual(['payments.iban_lt_group']);
    expect(await groups()).toContain(1101);
  });
});

describe('deposit limits (the limits module through startGuardedDeposit)', () => {
  const setLimit = (cookie: string, limit: Record<string, unknown>) =>
    post('/api/user_limits', cookie, limit);
  const deposit = (cookie: string, amount: number) =>
    post('/api/payments/deposits', cookie, {
      method_id: 'skrill',
      amount_cents: amount,
      currency: 'CAD',
      email: 'a@b.co',
    });
  /** The provider's last word on a CAD deposit. */
  const settle = (event: string, paymentId: number, state: string, amount: number) =>
    notice({ event_id: event, payment_id: paymentId, state, amount_cents: amount, currency: 'CAD' });
  /** A player with a daily CAD deposit limit of 50. */
  async function limitedPlayer() {
    const p = await player();
    const set = await setLimit(p.cookie, {
      type: 'deposit',
      period: 'day',
      accounts: [{ currency: 'CAD', amount_cents: 5_000 }],
    });
    expect(set.statusCode).toBe(200);
    return p;
  }

  it('a deposit over the deposit limit is refused; credited deposits count', async () => {
    const p = await limitedPlayer();
    const first = await deposit(p.cookie, 3_000);
    expect(first.statusCode).toBe(201);
    await settle('lim-1', first.json().id, 'succeeded', 3_000);
    const over = await deposit(p.cookie, 2_001);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount_cents).toEqual(['limits.deposit_limit']);
    const within = await deposit(p.cookie, 2_000);
    expect(within.statusCode).toBe(201);
  });

  it('deposits started and not yet credited count: started together, they never pass the limit', async () => {
    const p = await limitedPlayer();
    const start = (amount: number) => deposit(p.cookie, amount);
    // Five deposits of 20 at once: the limit of 50 lets two through, whatever their order.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => start(2_000)));
    const started = answers.filter((a) => a.statusCode === 201);
    expect(started).toHaveLength(2);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.amount_cents).toEqual(['limits.deposit_limit']);
    }
    // Both credited: 40 of 50 deposited, so 10 more fits and 11 does not.
    for (const [i, answer] of started.entries()) {
      await settle(`flight-${p.user.id}-${i}`, answer.json().id, 'succeeded', 2_000);
    }
    expect((await accountOf(p.user.id, 'CAD')).amountCents).toBe(4_000);
    expect((await start(1_001)).json().errors.amount_cents).toEqual(['limits.deposit_limit']);
    // A deposit that ends without money frees its part of the limit.
    const pending = await start(1_000);
    expect(pending.statusCode).toBe(201);
    expect((await start(1_000)).statusCode).toBe(422);
    await settle(`flight-${p.user.id}-declined`, pending.json().id, 'declined', 1_000);
    expect((await start(1_000)).statusCode).toBe(201);
  });

  it('a refused deposit or withdrawal saves no card and adds no group', async () => {
    const p = await player({}, { fund: 1_000 });
    expect((await setLimit(p.cookie, { type: 'coolingoff', period: 'day' })).statusCode).toBe(200);
    const refusedDeposit = await post('/api/payments/deposits', p.cookie, {
      method_id: 'visa',
      amount_cents: 2_000,
      currency: 'CAD',
      ...card,
      save_profile: true,
    });
    expect(refusedDeposit.json().errors.amount_cents).toEqual(['limits.cooling_off']);
    const withdrawal = await post('/api/payments/withdrawals', p.cookie, {
      method_id: 'visa',
      amount_cents: 5_000,
      currency: 'CAD',
      ...card,
      save_profile: true,
    });
    expect(withdrawal.json().errors.amount_cents).toEqual(['validation.not_enough_money']);
    const methods = await t.request({
      method: 'GET',
      url: '/api/payments/methods?action=deposit&currency=CAD',
      cookie: p.cookie,
    });
    const visa = (methods.json().methods as Array<{ id: string; savedProfiles: unknown[] }>).find(
      (m) => m.id === 'visa',
    );
    expect(visa?.savedProfiles).toEqual([]);
    // A refused withdrawal to an LT IBAN adds no group 1101 either.
    const euro = await player({ currency: 'EUR', country: 'DE' }, { fund: 1_000 });
    const lt = await post('/api/payments/withdrawals', euro.cookie, {
      method_id: 'bank_transfer',
      amount_cents: 5_000,
      currency: 'EUR',
      iban: 'LT121000011101001000',
      holder: 'Ada',
    });
    expect(lt.json().errors.amount_cents).toEqual(['validation.not_enough_money']);
    const groups = await t.deps.db.select().from(userGroups).where(eq(userGroups.userId, euro.user.id));
    expect(groups.map((g) => g.groupId)).not.toContain(1101);
  });

  it('cooling-off blocks deposits but never withdrawals', async () => {
    const p = await player({}, { fund: 50_000 });
    expect((await setLimit(p.cookie, { type: 'coolingoff', period: 'day' })).statusCode).toBe(200);
    const refused = await deposit(p.cookie, 2_000);
    expect(refused.json().errors.amount_cents).toEqual(['limits.cooling_off']);
    const withdrawal = await post('/api/payments/withdrawals', p.cookie, {
      method_id: 'skrill',
      amount_cents: 2_000,
      currency: 'CAD',
      email: 'a@b.co',
    });
    expect(withdrawal.statusCode).toBe(201);
  });
});

describe('crypto deposits', () => {
  it('the address is stable per player and currency, shaped like the coin, with URI and SVG QR', async () => {
    const p = await player({ currency: 'BTC' }, { currencies: ['BTC', 'ETH', 'DOG'] });
    const q = await player({ currency: 'BTC' });
    const get = (cookie: string, currency: string) =>
      t.request({ method: 'GET', url: `/api/payments/crypto/address?currency=${currency}`, cookie });
    const a = (await get(p.cookie, 'BTC')).json();
    const b = (await get(p.cookie, 'BTC')).json();
    expect(a.address).toBe(b.address);
    expect(a.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(a.uri).toBe(`bitcoin:${a.address}`);
    expect(a.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await get(q.cookie, 'BTC')).json().address).not.toBe(a.address);
    const eth = (await get(p.cookie, 'ETH')).json();
    expect(eth.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await get(p.cookie, 'DOG')).json().address).toMatch(/^D/);
    expect((await get(p.cookie, 'CAD')).statusCode).toBe(422);
    // No LTC account, no LTC address.
    const ltc = await get(p.cookie, 'LTC');
    expect(ltc.statusCode).toBe(422);
    expect(ltc.json().errors.currency).toEqual(['validation.currency_unavailable']);
  });

  it('the dev tool sends coins: pending, then confirmations, credited once', async () => {
    const p = await player({ currency: 'BTC' });
    const { address } = (
      await t.request({ method: 'GET', url: '/api/payments/crypto/address?currency=BTC', cookie: p.cookie })
    ).json();
    const sent = await post('/api/dev/payments/crypto/send', undefined, {
      currency: 'BTC',
      address,
      amount_cents: 50_000,
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();
    expect(await stateOf(p.cookie, id)).toBe('pending');
    t.clock.advance(1_500);
    await runPaymentJobsOnce(t.app);
    expect(await stateOf(p.cookie, id)).toBe('processing');
    t.clock.advance(60_000);
    await runPaymentJobsOnce(t.app);
    expect(await stateOf(p.cookie, id)).toBe('succeeded');
    expect((await accountOf(p.user.id, 'BTC')).amountCents).toBe(50_000);
    expect(await depositKinds(p.user.id)).toEqual(['deposit']);
    const unknown = await post('/api/dev/payments/crypto/send', undefined, {
      currency: 'BTC',
      address: 'bc1qunknownaddress',
      amount_cents: 50_000,
    });
    expect(unknown.json().errors.address).toEqual(['payments.address_unknown']);
    const tiny = await post('/api/dev/payments/crypto/send', undefined, {
      currency: 'BTC',
      address,
      amount_cents: 1,
    });
    expect(tiny.json().errors.amount_cents).toEqual(['validation.min_value']);
  });

  it('the dev tool is absent without dev tools', async () => {
    const prod = await startTestApp({ config: { devTools: false } });
    try {
      const res = await prod.request({ method: 'POST', url: '/api/dev/payments/crypto/send', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('withdrawals', () => {
  const cashout = { method_id: 'skrill', currency: 'CAD', email: 'ada@example.com' };

  it('reserves at once, never more than available to cash out (422)', async () => {
    const p = await player({}, { fund: 50_000 });
    const over = await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 50_001 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount_cents).toEqual(['validation.not_enough_money']);
    const res = await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 30_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'pending', redirect_url: null });
    expect(await accountOf(p.user.id, 'CAD')).toMatchObject({
      amountCents: 20_000,
      realCents: 20_000,
      ledgerTotal: 20_000,
    });
    // The rest only.
    const more = await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 20_001 });
    expect(more.statusCode).toBe(422);
    const item = (await historyOf(p.cookie)).find((x) => x.id === res.json().id)!;
    expect(item).toMatchObject({ action: 'cashout', state: 'pending', recallable: true, success: false });
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('bonus money cannot be withdrawn', async () => {
    const p = await player();
    await creditPlayer(t.deps, {
      userId: p.user.id,
      currency: 'CAD',
      amountCents: 40_000,
      kind: 'adjustment',
      idempotencyKey: `bonus-${p.user.id}`,
      pocket: 'bonus',
    });
    const res = await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 5_000 });
    expect(res.json().errors.amount_cents).toEqual(['validation.not_enough_money']);
  });

  it('recall while pending returns the money; not twice, not after approval', async () => {
    const p = await player({}, { fund: 50_000 });
    const { id } = (
      await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 10_000 })
    ).json();
    const recall = await post(`/api/player/payments/${id}/recall`, p.cookie, {});
    expect(recall.statusCode).toBe(200);
    expect(recall.json()).toMatchObject({ id, state: 'recalled', recallable: false });
    expect(await accountOf(p.user.id, 'CAD')).toMatchObject({ amountCents: 50_000, ledgerTotal: 50_000 });
    const again = await post(`/api/player/payments/${id}/recall`, p.cookie, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.id).toEqual(['payments.not_recallable']);
    expect((await accountOf(p.user.id, 'CAD')).amountCents).toBe(50_000);
    const stranger = await player();
    expect((await post(`/api/player/payments/${id}/recall`, stranger.cookie, {})).statusCode).toBe(404);
    expect((await post(`/api/player/payments/${id}/recall`, undefined, {})).statusCode).toBe(401);
    expect((await post('/api/player/payments/abc/recall', p.cookie, {})).statusCode).toBe(400);
  });

  it('approved automatically after the review delay, then paid out once', async () => {
    const p = await player({}, { fund: 50_000 });
    const { id } = (
      await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 10_000 })
    ).json();
    t.clock.advance(9 * 60_000);
    await runPaymentJobsOnce(t.app);
    expect(await stateOf(p.cookie, id)).toBe('pending');
    t.clock.advance(61_000);
    await runPaymentJobsOnce(t.app);
    expect(await stateOf(p.cookie, id)).toBe('processing');
    expect((await post(`/api/player/payments/${id}/recall`, p.cookie, {})).statusCode).toBe(422);
    t.clock.advance(30_000);
    await runPaymentJobsOnce(t.app);
    expect(await stateOf(p.cookie, id)).toBe('succeeded');
    expect(await accountOf(p.user.id, 'CAD')).toMatchObject({ amountCents: 40_000, ledgerTotal: 40_000 });
    expect(await depositKinds(p.user.id)).toEqual(['withdrawal_reserve', 'withdrawal_payout']);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('operator approve and decline need the operator key', async () => {
    const p = await player({}, { fund: 50_000 });
    const { id } = (
      await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 10_000 })
    ).json();
    const call = async (verdict: string, role?: OperatorRole, paymentId = id) =>
      t.request({
        method: 'POST',
        url: `/api/operator/payments/${paymentId}/${verdict}`,
        headers: role ? { cookie: await operatorCookie(t, role) } : {},
        ...(verdict === 'decline' ? { payload: { reason: 'Card holder name does not match' } } : {}),
      });
    expect((await call('approve')).statusCode).toBe(401);
    // Like every unsafe call, it needs X-Requested-With.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/operator/payments/${id}/approve`,
      headers: { cookie: await operatorCookie(t) },
    });
    expect(bare.statusCode).toBe(403);
    expect((await call('approve', 'support')).statusCode).toBe(403);
    expect(await stateOf(p.cookie, id)).toBe('pending');
    const approved = await call('approve', 'payments');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe('processing');
    expect((await call('approve', 'payments')).statusCode).toBe(409);
    expect((await call('approve', 'payments', 999_999)).statusCode).toBe(404);

    const second = (
      await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 5_000 })
    ).json();
    expect((await call('decline', 'support', second.id)).statusCode).toBe(403);
    const declined = await call('decline', 'payments', second.id);
    expect(declined.json()).toMatchObject({ state: 'declined', cancellation_reason: 'declined_by_operator' });
    // The declined withdrawal's money is back; the approved one's is still out.
    expect(await accountOf(p.user.id, 'CAD')).toMatchObject({ amountCents: 40_000, ledgerTotal: 40_000 });
  });

  it('a failed payout notice returns the money', async () => {
    const p = await player({}, { fund: 50_000 });
    const { id } = (
      await post('/api/payments/withdrawals', p.cookie, { ...cashout, amount_cents: 10_000 })
    ).json();
    const res = await notice({
      event_id: `f-${id}`,
      payment_id: id,
      state: 'rejected',
      amount_cents: 10_000,
      currency: 'CAD',
    });
    expect(res.json()).toEqual({ status: 'applied', state: 'rejected' });
    expect((await accountOf(p.user.id, 'CAD')).amountCents).toBe(50_000);
    // A late success cannot pay out what came back.
    await notice({
      event_id: `g-${id}`,
      payment_id: id,
      state: 'succeeded',
      amount_cents: 10_000,
      currency: 'CAD',
    });
    expect(await stateOf(p.cookie, id)).toBe('rejected');
    expect(await depositKinds(p.user.id)).toEqual(['withdrawal_reserve', 'withdrawal_release']);
  });

  it('method fields: crypto address shape, IBAN, range', async () => {
    const p = await player({ currency: 'ETH' }, { fund: 5_000_000_000 });
    const bad = await post('/api/payments/withdrawals', p.cookie, {
      method_id: 'crypto',
      currency: 'ETH',
      amount_cents: 2_000_000,
      address: 'bc1qxyz',
    });
    expect(bad.json().errors.address).toEqual(['payments.address_invalid']);
    const over = await post('/api/payments/withdrawals', p.cookie, {
      method_id: 'crypto',
      currency: 'ETH',
      amount_cents: 1_200_000_001,
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(over.json().errors.amount_cents).toEqual(['validation.max_value']);
    const ok = await post('/api/payments/withdrawals', p.cookie, {
      method_id: 'crypto',
      currency: 'ETH',
      amount_cents: 2_000_000,
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(ok.statusCode).toBe(201);
    const e = await player({ currency: 'EUR', country: 'FR' }, { fund: 50_000 });
    const lt = await post('/api/payments/withdrawals', e.cookie, {
      method_id: 'bank_transfer',
      currency: 'EUR',
      amount_cents: 5_000,
      iban: 'LT121000011101001000',
      holder: 'Ada',
    });
    expect(lt.json().messages).toEqual(['payments.iban_lt_group']);
  });
});

describe('history', () => {
  it('pages newest first with a total, filters by type, plain list too', async () => {
    const p = await player({}, { fund: 100_000 });
    for (let i = 0; i < 3; i++) {
      await post('/api/payments/deposits', p.cookie, {
        method_id: 'skrill',
        amount_cents: 1_000 + i,
        currency: 'CAD',
        email: 'a@b.co',
      });
    }
    await post('/api/payments/withdrawals', p.cookie, {
      method_id: 'skrill',
      amount_cents: 2_000,
      currency: 'CAD',
      email: 'a@b.co',
    });
    const page = await post('/api/player/payments/with_pages', p.cookie, { page: 1, page_size: 2 });
    expect(page.json().pagination).toEqual({ page: 1, per_page: 2, total_count: 4 });
    expect(page.json().data.map((x: { action: string }) => x.action)).toEqual(['cashout', 'deposit']);
    const two = await post('/api/player/payments/with_pages', p.cookie, { page: 2, page_size: 2 });
    expect(two.json().data.map((x: { amount_cents: number }) => x.amount_cents)).toEqual([1_001, 1_000]);
    const deposits = await post('/api/player/payments/with_pages', p.cookie, {
      page: 1,
      page_size: 10,
      filter: { type: 'deposit' },
    });
    expect(deposits.json().pagination.total_count).toBe(3);
    const first = deposits.json().data[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'action',
        'amount_cents',
        'brand',
        'created_at',
        'currency',
        'finished_at',
        'id',
        'payment_system',
        'recallable',
        'state',
        'success',
        'system_name',
      ].sort(),
    );
    expect(first).toMatchObject({ payment_system: 'skrill', system_name: 'Skrill', brand: 'skrill' });
    const list = await t.request({ method: 'GET', url: '/api/player/payments', cookie: p.cookie });
    expect(list.json()).toHaveLength(4);
    expect(
      (await post('/api/player/payments/with_pages', p.cookie, { page: 0, page_size: 2 })).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/player/payments/with_pages', undefined, { page: 1, page_size: 2 })).statusCode,
    ).toBe(401);
    // Another player's history is their own.
    const other = await player();
    expect((await historyOf(other.cookie)).length).toBe(0);
  });
});

describe('fraud check', () => {
  const payload = (email: string) => ({
    country: 'CA',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    dfpc: 'fingerprint',
    card: { number: '411111******1111', holder: 'Ada Lovelace', expiry: '12/40' },
    amount_cents: 5_000,
    currency: 'CAD',
    payment_system: 'visa',
    type: 'transaction',
    custom_status: 'regular',
  });

  it('stores the payload and answers ok; refuses an obviously bad one', async () => {
    const p = await player();
    const ok = await post('/api/users/transaction', p.cookie, payload(p.user.email));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    const clear = await post('/api/users/transaction', p.cookie, {
      ...payload('someone@else.test'),
      card: { number: '4111111111111111' },
      type: 'payout',
    });
    expect(clear.json()).toEqual({ status: 'refused', reasons: ['email_mismatch', 'unmasked_card'] });
    const rows = await t.deps.db.select().from(fraudChecks).where(eq(fraudChecks.userId, p.user.id));
    expect(rows.map((r) => r.status)).toEqual(['ok', 'refused']);
    // A clear card number is never stored.
    expect(JSON.stringify(rows[1]!.payload)).not.toContain('4111111111111111');
    expect(
      (await post('/api/users/transaction', p.cookie, { ...payload(p.user.email), type: 'bet' })).statusCode,
    ).toBe(422);
    expect((await post('/api/users/transaction', undefined, payload(p.user.email))).statusCode).toBe(401);
  });
});
