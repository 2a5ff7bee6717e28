import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, configEntries, countries, userGroups, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { latestMailTo, registerPlayer, registrationBody, tokenFromMail } from '../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const userById = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/users', payload: payload as object, headers });

describe('POST /api/users', () => {
  it('creates the player, a zero-balance account, signs in and answers 201 with the Player', async () => {
    const body = registrationBody({ nickname: 'Comet', locale: 'de' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const player = res.json();
    expect(player).toMatchObject({
      id: expect.any(Number),
      email: body.user.email,
      nickname: 'Comet',
      country: 'CA',
      currency: 'CAD',
      language: 'de',
      license_name: 'other',
      confirmed_at: null,
      two_factor_enabled: false,
      auth_fields_missed: [],
    });
    const user = await userById(player.id);
    expect(user.encryptedPassword).toMatch(/^\$argon2id\$/);
    expect(user).toMatchObject({ nickname: 'Comet', language: 'de', country: 'CA', currency: 'CAD' });
    expect(user.licenseName).toBe('other');
    expect(user.termsAcceptedAt).not.toBeNull();
    expect(user.confirmedAt).toBeNull();
    const wallets = await t.deps.db.select().from(accounts).where(eq(accounts.userId, player.id));
    expect(wallets).toEqual([
      expect.objectContaining({ currency: 'CAD', amountCents: 0, availableToCashoutCents: 0 }),
    ]);
    // Registration signs in.
    const sessions = await t.request({
      method: 'GET',
      url: '/api/player/sessions',
      cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    });
    expect(sessions.statusCode).toBe(200);
    const audit = await t.deps.db.select().from(auditEvents).where(eq(auditEvents.userId, player.id));
    expect(audit.map((a) => a.kind)).toContain('registered');
  });

  it('mails a confirmation link whose token is stored only hashed', async () => {
    const p = await registerPlayer(t);
    const mail = await latestMailTo(t, p.email);
    expect(mail?.subject).toMatch(/confirm/i);
    expect(mail?.text).toContain('http://localhost:80/email-confirmation?confirmation_token=');
    expect(mail?.html).toContain('/email-confirmation?confirmation_token=');
    const token = tokenFromMail(mail, 'confirmation_token');
    const user = await userById(p.id);
    expect(user.confirmationTokenHash).toBe(hashToken(token));
    expect(user.confirmationTokenHash).not.toContain(token);
  });

  it('refuses an address already registered, whatever its case', async () => {
    const p = await registerPlayer(t);
    const res = await register(registrationBody({ email: p.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: ['validation.email_taken'] } });
  });

  it('lets only one of two simultaneous registrations of an address through, never a 5xx', async () => {
    const body = registrationBody();
    const answers = await Promise.all([register(body), register(body), register(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const r of answers.filter((a) => a.statusCode === 422)) {
      expect(r.json()).toEqual({ errors: { email: ['validation.email_taken'] } });
    }
  });

  it('checks e-mail format, password rules and confirmation with field keys', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: 'not-an-address' }, { email: ['validation.email'] }],
      [{ password: 'short', password_confirmation: 'short' }, { password: ['validation.too_short'] }],
      [
        { password: 'spaces are bad', password_confirmation: 'spaces are bad' },
        { password: ['validation.password_characters'] },
      ],
      [
        { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
        { password: ['validation.too_long'] },
      ],
      [
        { password_confirmation: 'Other-pass-1' },
        { password_confirmation: ['validation.confirmation_mismatch'] },
      ],
      [{ currency: 'GBP' }, { currency: ['validation.currency_unavailable'] }],
      [{ country: 'ZZ' }, { country: ['validation.invalid_value'] }],
      [{ locale: 'fr' }, { locale: ['validation.invalid_value'] }],
      [{ receive_promos: 'yes' }, { receive_promos: ['validation.invalid_type'] }],
      [{ favourite_colour: 'blue' }, { favourite_colour: ['validation.unknown_field'] }],
    ];
    for (const [override, errors] of cases) {
      const res = await register(registrationBody(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json(), JSON.stringify(override)).toEqual({ errors });
    }
    const missing = await register({ user: {} });
    expect(missing.json().errors).toMatchObject({
      email: ['validation.required'],
      password: ['validation.required'],
    });
  });

  it('takes the country from the request and the currency from the country', async () => {
    const au = await registerPlayer(t, {}, { 'x-country-code': 'AU' });
    expect(await userById(au.id)).toMatchObject({ country: 'AU', currency: 'AUD' });
    const no = await registerPlayer(t, { country: 'NO' });
    expect(await userById(no.id)).toMatchObject({ country: 'NO', currency: 'NOK' });
    const chosen = await registerPlayer(t, { country: 'NO', currency: 'EUR' });
    expect(await userById(chosen.id)).toMatchObject({ country: 'NO', currency: 'EUR' });
  });

  it("uses the countries table's default currency over the built-in map", async () => {
    await t.deps.db.update(countries).set({ defaultCurrency: 'USD' }).where(eq(countries.code, 'JP'));
    const jp = await registerPlayer(t, { country: 'JP' });
    expect(await userById(jp.id)).toMatchObject({ currency: 'USD' });
  });

  it('refuses guest-restricted countries with 403 and writes nothing', async () => {
    const before = (await t.deps.db.select().from(users)).length;
    const fromUs = await register(registrationBody(), { 'x-country-code': 'US' });
    expect(fromUs.statusCode).toBe(403);
    expect(fromUs.json().error).toBe('registration_restricted');
    const choosingGb = await register(registrationBody({ country: 'GB' }));
    expect(choosingGb.statusCode).toBe(403);
    expect((await t.deps.db.select().from(users)).length).toBe(before);
  });

  it("records the mirror's licence", async () => {
    const ee = await registerPlayer(t, {}, { host: '127.0.0.1' });
    expect((await userById(ee.id)).licenseName).toBe('EE');
  });

  it('applies the registration rules of player_fields (seeded: terms must be accepted)', async () => {
    const res = await register(registrationBody({ terms_acceptance: false }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { terms_acceptance: ['validation.must_accept'] } });
  });

  it('puts players in group 543 (even id) or 544 (odd id) while the A/B test is on', async () => {
    const off = await registerPlayer(t);
    expect(await t.deps.db.select().from(userGroups).where(eq(userGroups.userId, off.id))).toEqual([]);
    await t.deps.db.insert(configEntries).values({ name: 'registration_ab_test', value: { enabled: true } });
    const a = await registerPlayer(t);
    const b = await registerPlayer(t);
    for (const p of [a, b]) {
      const group = p.id % 2 === 0 ? 543 : 544;
      const groups = await t.deps.db.select().from(userGroups).where(eq(userGroups.userId, p.id));
      expect(groups.map((g) => g.groupId)).toEqual([group]);
      expect(p.player.statuses).toContainEqual(expect.objectContaining({ id: group }));
    }
    await t.deps.db.delete(configEntries).where(eq(configEntries.name, 'registration_ab_test'));
  });
});

describe('POST /check-email', () => {
  it('answers the verdict in errors.message, the same for registered and new addresses', async () => {
    const p = await registerPlayer(t);
    const registered = await t.request({ method: 'POST', url: '/check-email', payload: { email: p.email } });
    const fresh = await t.request({
      method: 'POST',
      url: '/check-email',
      payload: { email: 'fresh@orbit.test' },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ errors: { message: 'IBIZA::VALID::ACCEPTED_EMAIL' } });
    expect(fresh.json()).toEqual(registered.json());
    const bad = await t.request({
      method: 'POST',
      url: '/check-email',
      payload: { email: 'player@localhost' },
    });
    expect(bad.json()).toEqual({ errors: { message: 'IBIZA::INVALID::INVALID_DOMAIN' } });
    const temp = await t.request({
      method: 'POST',
      url: '/check-email',
      payload: { email: 'x@yopmail.com' },
    });
    expect(temp.json()).toEqual({ errors: { message: 'IBIZA::RISKY::TEMPORARY' } });
    const newer = await t.request({
      method: 'POST',
      url: '/api-fe/check-email',
      payload: { email: 'x@yopmail.com' },
    });
    expect(newer.json()).toEqual(temp.json());
  });

  it('validates its body', async () => {
    const missing = await t.request({ method: 'POST', url: '/check-email', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: { email: ['validation.required'] } });
    const extra = await t.request({
      method: 'POST',
      url: '/check-email',
      payload: { email: 'a@b.co', x: 1 },
    });
    expect(extra.json()).toEqual({ errors: { x: ['validation.unknown_field'] } });
    const newer = await t.request({ method: 'POST', url: '/api-fe/check-email', payload: { email: 7 } });
    expect(newer.statusCode).toBe(422);
    expect(Object.keys(newer.json().errors)).toEqual(['email']);
  });
});
