import type { OperatorRole } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../app.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { SOCKET_TOKEN_TTL_MS, verifySocketToken } from '../../realtime/socket-token.ts';
import { recordPlayerEvents, startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { createSignedInPlayer } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  t.clock.now = new Date('2025-06-15T12:00:00Z');
});
afterAll(() => t.close());

const userRow = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/player', () => {
  it('answers a guest 200 without id: country and its default currency', async () => {
    const res = await t.request({ method: 'GET', url: '/api/player' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: 'CA', currency: 'CAD' });
  });

  it('a guest currency follows the visitor country, EUR when its currency is disabled or unknown', async () => {
    const of = async (country: string) =>
      (await t.request({ method: 'GET', url: '/api/player', headers: { 'x-country-code': country } })).json();
    expect(await of('AU')).toEqual({ country: 'AU', currency: 'AUD' });
    expect(await of('GB')).toEqual({ country: 'GB', currency: 'EUR' });
    expect(await of('ZZ')).toEqual({ country: 'ZZ', currency: 'EUR' });
  });

  it('presents a signed-in player: groups, level, ISO dates, missing terms', async () => {
    const { user, cookie } = await createSignedInPlayer(
      t,
      { levelId: 'level_3', termsAcceptedAt: null, confirmedAt: null, nickname: 'Stella' },
      { groups: [259, 21, 99999] },
    );
    const res = await t.request({ method: 'GET', url: '/api/player', cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      nickname: 'Stella',
      currency: 'CAD',
      country: 'CA',
      confirmed_at: null,
      created_at: '2025-06-15T12:00:00.000Z',
      auth_fields_missed: ['terms_acceptance'],
      license_name: 'other',
      profession: null,
    });
    expect(body.statuses).toEqual([
      { id: 21, name: 'Tester' },
      { id: 259, name: 'VIP Gold' },
      { id: 99999, name: '99999' },
      { id: 'level_3', name: 'Gold' },
    ]);
  });

  it('a player who accepted the terms misses nothing', async () => {
    const { cookie } = await createSignedInPlayer(t);
    const body = (await t.request({ method: 'GET', url: '/api/player', cookie })).json();
    expect(body.auth_fields_missed).toEqual([]);
    expect(body.statuses).toEqual([{ id: 'level_1', name: 'Bronze' }]);
  });
});

describe('PATCH /api/player', () => {
  const patch = (cookie: string | undefined, payload: unknown) =>
    t.request({ method: 'PATCH', url: '/api/player', cookie, payload: payload as object });

  it('changes edition fields and answers the player', async () => {
    const { user, cookie } = await createSignedInPlayer(t);
    const res = await patch(cookie, {
      context: 'edition',
      player: {
        nickname: '  Zoë K. ',
        first_name: 'Zoe',
        city: 'Montréal',
        postal_code: 'H2Y 1C6',
        state: 'QC',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      nickname: 'Zoë K.',
      first_name: 'Zoe',
      postal_code: 'H2Y 1C6',
      state: 'QC',
    });
    expect((await userRow(user.id)).city).toBe('Montréal');
  });

  it('saves a derived state alone through the edition context', async () => {
    const { user, cookie } = await createSignedInPlayer(t, { postalCode: 'M5V 3K2' });
    const res = await patch(cookie, { context: 'edition', player: { state: 'ON' } });
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).state).toBe('ON');
  });

  it('refuses broken rules with their keys and writes nothing', async () => {
    const { user, cookie } = await createSignedInPlayer(t, { nickname: 'Before' });
    const res = await patch(cookie, {
      context: 'edition',
      player: {
        nickname: 'After',
        first_name: 'Zoë',
        date_of_birth: '1990-02-30',
        postal_code: '12345',
        mobile_phone: '12',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        first_name: ['validation.english_letters'],
        date_of_birth: ['validation.date_invalid'],
        postal_code: ['validation.postal_code'],
        mobile_phone: ['validation.phone'],
      },
    });
    expect((await userRow(user.id)).nickname).toBe('Before');
  });

  it('asks 21 years of a player from Estonia, 18 elsewhere', async () => {
    const ee = await createSignedInPlayer(t, { country: 'EE', currency: 'EUR' });
    const tooYoung = await patch(ee.cookie, { context: 'edition', player: { date_of_birth: '2005-01-01' } });
    expect(tooYoung.json()).toEqual({ errors: { date_of_birth: ['validation.age_21'] } });
    const ca = await createSignedInPlayer(t);
    const eighteen = await patch(ca.cookie, { context: 'edition', player: { date_of_birth: '2007-06-15' } });
    expect(eighteen.statusCode).toBe(200);
    const seventeen = await createSignedInPlayer(t);
    const res = await patch(seventeen.cookie, {
      context: 'edition',
      player: { date_of_birth: '2007-06-16' },
    });
    expect(res.json()).toEqual({ errors: { date_of_birth: ['validation.age_18'] } });
  });

  it('keeps once-set fields: the birth date cannot change once filled in', async () => {
    const { cookie } = await createSignedInPlayer(t, { dateOfBirth: '1990-01-01' });
    const res = await patch(cookie, { context: 'edition', player: { date_of_birth: '1991-01-01' } });
    expect(res.json()).toEqual({ errors: { date_of_birth: ['validation.once_set'] } });
    const country = await patch(cookie, { context: 'edition', player: { country: 'AU' } });
    expect(country.json()).toEqual({ errors: { country: ['validation.once_set'] } });
    expect(
      (await patch(cookie, { context: 'edition', player: { date_of_birth: '1990-01-01' } })).statusCode,
    ).toBe(200);
  });

  it('refuses clearing a field of the form and fields the context does not show', async () => {
    const { cookie } = await createSignedInPlayer(t, { firstName: 'Ann' });
    expect((await patch(cookie, { context: 'edition', player: { first_name: '' } })).json()).toEqual({
      errors: { first_name: ['validation.required'] },
    });
    expect((await patch(cookie, { context: 'edition', player: { receive_promos: true } })).json()).toEqual({
      errors: { receive_promos: ['validation.not_allowed'] },
    });
  });

  it('a gate context (deposit) must leave all its fields filled in', async () => {
    const { user, cookie } = await createSignedInPlayer(t);
    const partial = await patch(cookie, {
      context: 'deposit',
      player: { first_name: 'Ann', last_name: 'Lee' },
    });
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(partial.json().errors).sort()).toEqual([
      'address',
      'city',
      'date_of_birth',
      'mobile_phone',
      'postal_code',
    ]);
    const full = await patch(cookie, {
      context: 'deposit',
      player: {
        first_name: 'Ann',
        last_name: 'Lee',
        date_of_birth: '1990-05-05',
        address: '1 Main St',
        city: 'Ottawa',
        postal_code: 'K1A 0B1',
        mobile_phone: '+1 613 555 0100',
      },
    });
    expect(full.statusCode).toBe(200);
    expect((await userRow(user.id)).lastName).toBe('Lee');
    // Once complete, a provider context asking a subset passes with nothing sent.
    expect((await patch(cookie, { context: 'evolution', player: {} })).statusCode).toBe(200);
  });

  it('refuses unknown and registration contexts', async () => {
    const { cookie } = await createSignedInPlayer(t);
    expect((await patch(cookie, { context: 'casino', player: {} })).json()).toEqual({
      errors: { context: ['validation.invalid_value'] },
    });
    expect((await patch(cookie, { context: 'registration', player: {} })).json()).toEqual({
      errors: { context: ['validation.invalid_value'] },
    });
  });

  it('refuses unknown fields, wrong types and a missing context with 422', async () => {
    const { cookie } = await createSignedInPlayer(t);
    const unknown = await patch(cookie, { context: 'edition', player: { email: 'new@orbit.test' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.email).toEqual(['validation.unknown_field']);
    const extra = await patch(cookie, { context: 'edition', player: {}, admin: true });
    expect(extra.json().errors.admin).toEqual(['validation.unknown_field']);
    const types = await patch(cookie, {
      context: 'edition',
      player: { nickname: 42, receive_sms_promos: 'yes' },
    });
    expect(types.statusCode).toBe(422);
    expect(Object.keys(types.json().errors).sort()).toEqual(['nickname', 'receive_sms_promos']);
    const missing = await patch(cookie, { player: {} });
    expect(missing.json().errors.context).toEqual(['validation.required']);
  });

  it('answers a guest 401, even with a bad body', async () => {
    expect((await patch(undefined, { context: 'edition', player: {} })).statusCode).toBe(401);
    expect((await patch(undefined, { nope: 1 })).statusCode).toBe(401);
  });

  it('malformed JSON 400, oversized 413, no X-Requested-With 403', async () => {
    const { cookie } = await createSignedInPlayer(t);
    const bad = await t.request({
      method: 'PATCH',
      url: '/api/player',
      cookie,
      payload: '{"context":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_json');
    const huge = await t.request({
      method: 'PATCH',
      url: '/api/player',
      cookie,
      payload: JSON.stringify({ context: 'edition', player: { city: 'x'.repeat(BODY_LIMIT_BYTES) } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    const csrf = await t.app.inject({
      method: 'PATCH',
      url: '/api/player',
      headers: { cookie },
      payload: { context: 'edition', player: {} },
    });
    expect(csrf.statusCode).toBe(403);
  });
});

describe('GET /api/player/settings and /stats', () => {
  it('settings: socket user is empty for a guest and the id for a player; altcha captcha', async () => {
    const guest = await t.request({ method: 'GET', url: '/api/player/settings' });
    expect(guest.json()).toEqual({
      cent: { url: '/socket.io', user: '', token: '', timestamp: 0, authEndpoint: '' },
      recaptcha: '',
      recaptcha_version: 0,
      captcha: null,
    });
    const { user, cookie } = await createSignedInPlayer(t);
    const res = await t.request({ method: 'GET', url: '/api/player/settings', cookie });
    expect(res.json().cent.user).toBe(String(user.id));
  });

  it('settings: a signed-in player gets a socket token bound to them and their session, never cached', async () => {
    const { user, cookie } = await createSignedInPlayer(t);
    const res = await t.request({ method: 'GET', url: '/api/player/settings', cookie });
    expect(res.headers['cache-control']).toBe('no-store');
    const { cent } = res.json();
    expect(cent.timestamp).toBe(Math.floor(t.clock.now.getTime() / 1000));
    const claims = await verifySocketToken(t.deps.db, cent.token, t.clock.now);
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(claims).toEqual({
      userId: user.id,
      sessionId: session!.id,
      expiresAt: t.clock.now.getTime() + SOCKET_TOKEN_TTL_MS,
    });
  });

  it('settings name the altcha challenge when the captcha is on', async () => {
    const on = await startTestApp({ config: { captchaEnabled: true } });
    try {
      const res = await on.request({ method: 'GET', url: '/api/player/settings' });
      expect(res.json().captcha).toEqual({ type: 'altcha', challengeurl: '/api/captcha/challenge' });
    } finally {
      await on.close();
    }
  });

  // The stats' sums and the balance history: balance-history.test.ts.
});

describe('POST /api/player/groups', () => {
  const groups = (cookie: string | undefined, payload: unknown) =>
    t.request({ method: 'POST', url: '/api/player/groups', cookie, payload: payload as object });
  const statusIds = async (cookie: string) =>
    (
      (await t.request({ method: 'GET', url: '/api/player', cookie })).json().statuses as { id: unknown }[]
    ).map((s) => s.id);

  it('joins and leaves writable groups', async () => {
    const { cookie } = await createSignedInPlayer(t);
    expect((await groups(cookie, { groups: { add: [545] } })).statusCode).toBe(204);
    expect((await groups(cookie, { groups: { add: ['2002'] } })).statusCode).toBe(204);
    expect(await statusIds(cookie)).toEqual([545, 2002, 'level_1']);
    expect((await groups(cookie, { groups: { remove: [545] } })).statusCode).toBe(204);
    expect(await statusIds(cookie)).toEqual([2002, 'level_1']);
    // Joining twice is harmless.
    expect((await groups(cookie, { groups: { add: [2002] } })).statusCode).toBe(204);
  });

  it('refuses groups that are not writable or do not exist, and levels, changing nothing', async () => {
    const { cookie } = await createSignedInPlayer(t);
    for (const id of [21, 259, 99999]) {
      const res = await groups(cookie, { groups: { add: [545, id] } });
      expect(res.statusCode, String(id)).toBe(422);
      expect(res.json()).toEqual({ errors: { groups: ['validation.group_not_writable'] } });
    }
    expect(await statusIds(cookie)).toEqual(['level_1']);
    expect((await groups(cookie, { groups: { remove: [100] } })).statusCode).toBe(422);
    expect((await groups(cookie, { groups: { add: ['level_2'] } })).statusCode).toBe(422);
  });

  it('validates the body: types, unknown fields; 401 for a guest', async () => {
    const { cookie } = await createSignedInPlayer(t);
    expect((await groups(cookie, { groups: { add: 545 } })).statusCode).toBe(422);
    expect(
      (await groups(cookie, { groups: { add: [545], drop: [1] } })).json().errors['groups.drop'],
    ).toEqual(['validation.unknown_field']);
    expect((await groups(cookie, {})).json().errors.groups).toEqual(['validation.required']);
    expect((await groups(undefined, { groups: { add: [545] } })).statusCode).toBe(401);
  });
});

describe('accounts', () => {
  it('lists accounts with the active one flagged; compatibility shape on request', async () => {
    const { cookie } = await createSignedInPlayer(t, {}, { currencies: ['CAD', 'BTC', 'ETH'] });
    const res = await t.request({ method: 'GET', url: '/api/player/accounts?compatibility=false', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        currency: 'CAD',
        amount_cents: 0,
        available_to_cashout_cents: 0,
        available_to_bet_with_locked_cent: 0,
        hidden_at: null,
        deposit_available: true,
        selected_lottery_id: null,
        active: true,
      },
      expect.objectContaining({ currency: 'BTC', active: false }),
      expect.objectContaining({ currency: 'ETH', active: false }),
    ]);
    const compat = await t.request({ method: 'GET', url: '/api/player/accounts?compatibility=true', cookie });
    expect(compat.json()[0]).toEqual({
      currency: 'CAD',
      amount_cents: 0,
      available_to_cashout_cents: 0,
      wager_status: 'none',
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/player/accounts?compatibility=maybe', cookie }))
        .statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/player/accounts' })).statusCode).toBe(401);
  });

  it('opens an account in an enabled currency and makes it active', async () => {
    const { user, cookie } = await createSignedInPlayer(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/player/accounts',
      cookie,
      payload: { currency: 'btc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'BTC', amount_cents: 0, active: true });
    expect((await userRow(user.id)).currency).toBe('BTC');
    const list = await t.request({ method: 'GET', url: '/api/player/accounts', cookie });
    expect(list.json().map((a: { currency: string; active: boolean }) => [a.currency, a.active])).toEqual([
      ['CAD', false],
      ['BTC', true],
    ]);
    // Selecting an existing account again opens nothing new.
    await t.request({ method: 'POST', url: '/api/player/accounts', cookie, payload: { currency: 'CAD' } });
    const again = await t.request({ method: 'GET', url: '/api/player/accounts', cookie });
    expect(again.json()).toHaveLength(2);
    expect((await userRow(user.id)).currency).toBe('CAD');
  });

  it('refuses disabled, unknown and malformed currencies', async () => {
    const { user, cookie } = await createSignedInPlayer(t);
    for (const currency of ['GBP', 'ZZZ', 'FUN']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/player/accounts',
        cookie,
        payload: { currency },
      });
      expect(res.statusCode, currency).toBe(422);
      expect(res.json()).toEqual({ errors: { currency: ['validation.currency_unavailable'] } });
    }
    expect((await userRow(user.id)).currency).toBe('CAD');
    const types = await t.request({
      method: 'POST',
      url: '/api/player/accounts',
      cookie,
      payload: { currency: 5 },
    });
    expect(types.statusCode).toBe(422);
    const extra = await t.request({
      method: 'POST',
      url: '/api/player/accounts',
      cookie,
      payload: { currency: 'EUR', amount_cents: 100 },
    });
    expect(extra.json().errors.amount_cents).toEqual(['validation.unknown_field']);
    const guest = await t.request({
      method: 'POST',
      url: '/api/player/accounts',
      payload: { currency: 'EUR' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('PATCH /api/player/update_locale', () => {
  it('saves one of the ten locales', async () => {
    const { user, cookie } = await createSignedInPlayer(t);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/player/update_locale',
      cookie,
      payload: { locale: 'fr-CA' },
    });
    expect(res.statusCode).toBe(204);
    expect((await userRow(user.id)).language).toBe('fr-CA');
  });

  it('refuses other locales, bad bodies and guests', async () => {
    const { cookie } = await createSignedInPlayer(t);
    const fr = await t.request({
      method: 'PATCH',
      url: '/api/player/update_locale',
      cookie,
      payload: { locale: 'fr' },
    });
    expect(fr.json()).toEqual({ errors: { locale: ['validation.invalid_value'] } });
    const extra = await t.request({
      method: 'PATCH',
      url: '/api/player/update_locale',
      cookie,
      payload: { locale: 'de', x: 1 },
    });
    expect(extra.statusCode).toBe(422);
    const guest = await t.request({
      method: 'PATCH',
      url: '/api/player/update_locale',
      payload: { locale: 'de' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('subscriptions', () => {
  it('reads and changes the four flags', async () => {
    const { cookie } = await createSignedInPlayer(t);
    const before = await t.request({ method: 'GET', url: '/api/subscriptions', cookie });
    expect(before.json()).toEqual({
      receive_promos: false,
      receive_sms_promos: false,
      receive_promos_via_phone_calls: false,
      agreed_to_partner_promotions: false,
    });
    const res = await t.request({
      method: 'PUT',
      url: '/api/subscriptions',
      cookie,
      payload: { receive_promos: true, receive_sms_promos: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      receive_promos: true,
      receive_sms_promos: true,
      receive_promos_via_phone_calls: false,
      agreed_to_partner_promotions: false,
    });
    const off = await t.request({
      method: 'PUT',
      url: '/api/subscriptions',
      cookie,
      payload: { receive_promos: false },
    });
    expect(off.json().receive_promos).toBe(false);
  });

  it('subscribing to promo e-mail twice is "already subscribed"', async () => {
    const { user, cookie } = await createSignedInPlayer(t, { receivePromos: true });
    const res = await t.request({
      method: 'PUT',
      url: '/api/subscriptions',
      cookie,
      payload: { receive_promos: true, receive_sms_promos: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { receive_promos: ['subscriptions.already_subscribed'] } });
    expect((await userRow(user.id)).receiveSmsPromos).toBe(false);
  });

  it('refuses empty, mistyped and unknown fields; guests get 401', async () => {
    const { cookie } = await createSignedInPlayer(t);
    const put = (payload: unknown, c: string | null = cookie) =>
      t.request({
        method: 'PUT',
        url: '/api/subscriptions',
        cookie: c ?? undefined,
        payload: payload as object,
      });
    expect((await put({})).statusCode).toBe(422);
    expect((await put({ receive_promos: 'yes' })).json()).toEqual({
      errors: { receive_promos: ['validation.invalid_type'] },
    });
    expect((await put({ newsletter: true })).json().errors.newsletter).toEqual(['validation.unknown_field']);
    expect((await put({ receive_promos: true }, null)).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
  });
});

describe('POST /api/operator/players/{id}/groups', () => {
  const operator = async (id: number, payload: unknown, role: OperatorRole = 'support') =>
    t.request({
      method: 'POST',
      url: `/api/operator/players/${id}/groups`,
      headers: { cookie: await operatorCookie(t, role) },
      payload: payload as object,
    });

  it('puts a player in or out of any group (not a level), and only for a role that may change players', async () => {
    const { user } = await createSignedInPlayer(t);
    expect((await operator(user.id, { groups: { add: [916, 21] } })).json()).toEqual({ groups: [21, 916] });
    expect((await operator(user.id, { groups: { remove: [21] } })).json()).toEqual({ groups: [916] });
    const unknown = await operator(user.id, { groups: { add: [99999] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { groups: ['validation.invalid_value'] } });
    const level = await operator(user.id, { groups: { add: ['level_2'] } });
    expect(level.statusCode).toBe(422);
    expect(Object.keys(level.json().errors)).toEqual(['groups.add.0']);
    expect((await operator(2_000_000_000, { groups: { add: [916] } })).statusCode).toBe(404);
    expect((await operator(user.id, { groups: { add: [259] } }, 'marketing')).statusCode).toBe(403);
    expect((await operator(user.id, { groups: { add: 916 } })).statusCode).toBe(422);
    expect((await operator(user.id, { groups: {} })).json()).toEqual({ groups: [916] });
  });

  it("tells the player's pages what changed (groups_updates), and nothing when nothing did", async () => {
    const events = recordPlayerEvents(t);
    const { user, cookie } = await createSignedInPlayer(t);
    const updates = () =>
      events.filter((e) => e.userId === user.id && e.channel === 'groups_updates').map((e) => e.data);
    await operator(user.id, { groups: { add: [258, 916] } });
    expect(updates()).toEqual([{ groups: [258, 916], added: [258, 916], removed: [], vip_status: 'silver' }]);
    await operator(user.id, { groups: { add: [916] } });
    expect(updates()).toHaveLength(1);
    await t.request({
      method: 'POST',
      url: '/api/player/groups',
      cookie,
      payload: { groups: { add: [545] } },
    });
    await operator(user.id, { groups: { remove: [258] } });
    expect(updates().slice(1)).toEqual([
      { groups: [258, 545, 916], added: [545], removed: [], vip_status: 'silver' },
      { groups: [545, 916], added: [], removed: [258], vip_status: 'regular' },
    ]);
  });
});

describe('the HTTP rules on every body route of the player module', () => {
  const routes = [
    { method: 'PATCH', url: '/api/player' },
    { method: 'POST', url: '/api/player/groups' },
    { method: 'POST', url: '/api/player/accounts' },
    { method: 'PATCH', url: '/api/player/update_locale' },
    { method: 'PUT', url: '/api/subscriptions' },
  ] as const;

  it('malformed JSON 400, oversized 413, wrong body 422, no X-Requested-With 403 — for a signed-in player', async () => {
    const { cookie } = await createSignedInPlayer(t);
    for (const { method, url } of routes) {
      const json = { 'content-type': 'application/json' };
      const bad = await t.request({ method, url, cookie, payload: '{"x":', headers: json });
      expect(bad.statusCode, `${method} ${url} malformed`).toBe(400);
      const huge = await t.request({
        method,
        url,
        cookie,
        payload: JSON.stringify({ x: 'y'.repeat(BODY_LIMIT_BYTES) }),
        headers: json,
      });
      expect(huge.statusCode, `${method} ${url} oversized`).toBe(413);
      const wrong = await t.request({ method, url, cookie, payload: { surprise: [1] } });
      expect(wrong.statusCode, `${method} ${url} wrong body`).toBe(422);
      expect(wrong.json().errors.surprise, `${method} ${url}`).toEqual(['validation.unknown_field']);
      const csrf = await t.app.inject({ method, url, headers: { cookie }, payload: {} });
      expect(csrf.statusCode, `${method} ${url} csrf`).toBe(403);
    }
  });
});
