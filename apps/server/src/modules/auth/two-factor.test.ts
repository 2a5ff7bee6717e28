import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { enableTwoFactor, otpCode, registerPlayer } from '../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const url = '/api/v2/player/two_factor';
const userById = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const kinds = async (id: number) =>
  (await t.deps.db.select().from(auditEvents).where(eq(auditEvents.userId, id))).map((a) => a.kind);
const wrongCode = (good: string) => (good === '000000' ? '111111' : '000000');

describe('2FA setup', () => {
  it('gives a secret and its QR code, the same one until it is used', async () => {
    const p = await registerPlayer(t);
    const res = await t.request({ method: 'GET', url, cookie: p.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.otp_secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.data).toMatch(/^data:image\/png;base64,/);
    expect((await userById(p.id)).otpPendingSecret).toBe(body.otp_secret);
    const again = await t.request({ method: 'GET', url, cookie: p.cookie });
    expect(again.json().otp_secret).toBe(body.otp_secret);
  });

  it('turns 2FA on with a right code, then GET answers 204', async () => {
    const p = await registerPlayer(t);
    await enableTwoFactor(t, p.cookie);
    const user = await userById(p.id);
    expect(user.twoFactorEnabled).toBe(true);
    expect(user.otpPendingSecret).toBeNull();
    expect((await t.request({ method: 'GET', url, cookie: p.cookie })).statusCode).toBe(204);
    expect(await kinds(p.id)).toContain('two_factor_enabled');
  });

  it('answers the activation with the secret now in use and its QR code, the GET shape both clients take', async () => {
    const p = await registerPlayer(t);
    const setup = (await t.request({ method: 'GET', url, cookie: p.cookie })).json();
    const res = await t.request({
      method: 'POST',
      url,
      cookie: p.cookie,
      payload: {
        two_factor: { otp_secret: setup.otp_secret, authentication_code: await otpCode(t, setup.otp_secret) },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'otp_secret']);
    expect(res.json().otp_secret).toBe(setup.otp_secret);
    expect(res.json().data).toMatch(/^data:image\/png;base64,/);
    expect((await userById(p.id)).otpSecret).toBe(setup.otp_secret);
    t.clock.advance(30_000);
  });

  it('refuses a wrong code and a secret that is not the pending one', async () => {
    const p = await registerPlayer(t);
    const secret = (await t.request({ method: 'GET', url, cookie: p.cookie })).json().otp_secret;
    const good = await otpCode(t, secret);
    const wrong = await t.request({
      method: 'POST',
      url,
      cookie: p.cookie,
      payload: { two_factor: { otp_secret: secret, authentication_code: wrongCode(good) } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { authentication_code: ['auth.invalid_otp'] } });
    const otherSecret = await t.request({
      method: 'POST',
      url,
      cookie: p.cookie,
      payload: { two_factor: { otp_secret: 'JBSWY3DPEHPK3PXP', authentication_code: good } },
    });
    expect(otherSecret.json()).toEqual({ errors: { otp_secret: ['validation.invalid_value'] } });
    expect((await userById(p.id)).twoFactorEnabled).toBe(false);
  });

  it('turns 2FA off with a current code only', async () => {
    const p = await registerPlayer(t);
    const secret = await enableTwoFactor(t, p.cookie);
    const good = await otpCode(t, secret);
    const wrong = await t.request({
      method: 'DELETE',
      url,
      cookie: p.cookie,
      payload: { two_factor: { authentication_code: wrongCode(good) } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { authentication_code: ['auth.invalid_otp'] } });
    const ok = await t.request({
      method: 'DELETE',
      url,
      cookie: p.cookie,
      payload: { two_factor: { authentication_code: good } },
    });
    expect(ok.statusCode).toBe(204);
    const user = await userById(p.id);
    expect(user.twoFactorEnabled).toBe(false);
    expect(user.otpSecret).toBeNull();
    expect(await kinds(p.id)).toContain('two_factor_disabled');
    const off = await t.request({
      method: 'DELETE',
      url,
      cookie: p.cookie,
      payload: { two_factor: { authentication_code: good } },
    });
    expect(off.json()).toEqual({ errors: { base: ['auth.two_factor_not_enabled'] } });
  });

  it('answers guests 401 before looking at the body', async () => {
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url, payload: { nonsense: 1 } })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url, payload: {} })).statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const p = await registerPlayer(t);
    const res = await t.request({
      method: 'POST',
      url,
      cookie: p.cookie,
      payload: { two_factor: { authentication_code: 12 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: { otp_secret: ['validation.required'], authentication_code: ['validation.invalid_type'] },
    });
  });
});

describe('POST /api/auth_providers/update_details', () => {
  const update = (cookie: string | undefined, payload: object) =>
    t.request({ method: 'POST', url: '/api/auth_providers/update_details', cookie, payload });

  it('fills the missing fields and records terms acceptance; 201 with the Player', async () => {
    const p = await registerPlayer(t);
    await t.deps.db.update(users).set({ termsAcceptedAt: null }).where(eq(users.id, p.id));
    const res = await update(p.cookie, { user: { terms_acceptance: true, receive_promos: true } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: p.id, email: p.email });
    const user = await userById(p.id);
    expect(user.termsAcceptedAt?.getTime()).toBe(t.clock.now.getTime());
    expect(user.receivePromos).toBe(true);
  });

  it('checks the fields with the rules of the given context', async () => {
    const p = await registerPlayer(t);
    const res = await update(p.cookie, { context: 'edition', user: { nickname: '!!' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('nickname');
    expect((await userById(p.id)).nickname).toBeNull();
  });

  it('needs a signed-in player and refuses unknown fields', async () => {
    expect((await update(undefined, { user: { terms_acceptance: true } })).statusCode).toBe(401);
    const p = await registerPlayer(t);
    const res = await update(p.cookie, { user: { email: 'new@orbit.test' } });
    expect(res.json()).toEqual({ errors: { email: ['validation.unknown_field'] } });
  });
});
