import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, signInThrottles, users } from '../../db/schema/index.ts';
import { cookiesOf, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  enableTwoFactor,
  latestMailTo,
  otpCode,
  registerPlayer,
  signIn,
  TEST_PASSWORD,
  tokenFromMail,
} from '../../test/players.ts';
import { WRONG_PASSWORD_LIMITS } from './sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const auditKinds = async (userId: number) =>
  (await t.deps.db.select().from(auditEvents).where(eq(auditEvents.userId, userId))).map((e) => e.kind);

const sessionsOf = (userId: number) => t.deps.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('POST /api/users/sign_in (password step)', () => {
  it('signs in with e-mail and password: a new session, the Player, sign-in times', async () => {
    const p = await registerPlayer(t);
    const { res, cookie } = await signIn(t, p.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, email: p.email });
    expect(cookie).toMatch(/^orbit_session=.+/);
    expect(cookie).not.toBe(p.cookie);
    const list = await t.request({ method: 'GET', url: '/api/player/sessions', cookie });
    expect(list.statusCode).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, p.id));
    expect(user!.currentSignInAt?.getTime()).toBe(t.clock.now.getTime());
    expect(await auditKinds(p.id)).toContain('sign_in');
  });

  it('moves current_sign_in_at to last_sign_in_at on the next sign-in', async () => {
    const p = await registerPlayer(t);
    const first = t.clock.now.getTime();
    t.clock.advance(60_000);
    await signIn(t, p.email);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, p.id));
    expect(user!.lastSignInAt?.getTime()).toBe(first);
    expect(user!.currentSignInAt?.getTime()).toBe(first + 60_000);
  });

  it('replaces the session the browser had (no fixation)', async () => {
    const p = await registerPlayer(t);
    const { cookie } = await signIn(t, p.email, TEST_PASSWORD, p.cookie);
    const old = await t.request({ method: 'GET', url: '/api/player/sessions', cookie: p.cookie });
    expect(old.statusCode).toBe(401);
    const fresh = await t.request({ method: 'GET', url: '/api/player/sessions', cookie });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses sign-in from a guest-restricted country with 403 login_restricted, and starts no session', async () => {
    const p = await registerPlayer(t);
    const before = (await t.deps.db.select().from(sessions).where(eq(sessions.userId, p.id))).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: { user: { email: p.email, password: TEST_PASSWORD } },
      headers: { 'x-country-code': 'US' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('login_restricted');
    expect(res.cookies).toHaveLength(0);
    const after = (await t.deps.db.select().from(sessions).where(eq(sessions.userId, p.id))).length;
    expect(after).toBe(before);
    expect((await signIn(t, p.email)).res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way, with 422', async () => {
    const p = await registerPlayer(t);
    const wrong = await signIn(t, p.email, 'Wrong-pass-1');
    const unknown = await signIn(t, 'nobody.here@orbit.test', TEST_PASSWORD);
    for (const res of [wrong.res, unknown.res]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { base: ['auth.invalid_credentials'] } });
      expect(res.cookies.find((c) => c.name === 'orbit_session')).toBeUndefined();
    }
    expect(await auditKinds(p.id)).toContain('sign_in_failed');
    const anonymous = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'sign_in_failed')));
    expect(anonymous.some((e) => e.userId === null && e.data.email === 'nobody.here@orbit.test')).toBe(true);
  });

  it('requires e-mail and password unless the OTP step is sent', async () => {
    const res = await t.request({ method: 'POST', url: '/api/users/sign_in', payload: { user: {} } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: { email: ['validation.required'], password: ['validation.required'] },
    });
    const types = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: { user: { email: 5, password: true } },
    });
    expect(types.statusCode).toBe(422);
    expect(types.json().errors).toEqual({
      email: ['validation.invalid_type'],
      password: ['validation.invalid_type'],
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: { user: { email: 'a@orbit.test', password: 'x', remember_me: true } },
    });
    expect(unknown.json()).toEqual({ errors: { remember_me: ['validation.unknown_field'] } });
  });
});

describe('wrong passwords pause the address (per account, whatever the IP)', () => {
  const { max, pauseMs } = WRONG_PASSWORD_LIMITS;
  const wrongTimes = (email: string, n: number) =>
    Promise.all(Array.from({ length: n }, () => signIn(t, email, 'Wrong-pass-1')));
  const failuresOf = async (email: string) =>
    (await t.deps.db.select().from(signInThrottles).where(eq(signInThrottles.email, email.toLowerCase())))[0]
      ?.failures;

  it('counts parallel wrong passwords once each; a right one before the limit starts the count again', async () => {
    const p = await registerPlayer(t);
    await wrongTimes(p.email, max - 1);
    expect(await failuresOf(p.email)).toBe(max - 1);
    expect((await signIn(t, p.email)).res.statusCode).toBe(200);
    expect(await failuresOf(p.email)).toBeUndefined();
  });

  it('refuses even the right password after too many wrong ones, until the pause ends', async () => {
    const p = await registerPlayer(t);
    const answers = await wrongTimes(p.email.toUpperCase(), max + 10);
    expect(answers.every(({ res }) => res.statusCode === 422)).toBe(true);
    const right = await signIn(t, p.email);
    expect(right.res.statusCode).toBe(422);
    expect(right.res.json()).toEqual({ errors: { base: ['auth.locked'] } });
    expect(right.cookie).toBe('');
    t.clock.advance(pauseMs - 1_000);
    expect((await signIn(t, p.email)).res.json()).toEqual({ errors: { base: ['auth.locked'] } });
    t.clock.advance(2_000);
    expect((await signIn(t, p.email)).res.statusCode).toBe(200);
  });

  it('pauses an unknown address the same way, so a pause tells nobody who has an account', async () => {
    await wrongTimes('nobody.paused@orbit.test', max);
    const res = (await signIn(t, 'nobody.paused@orbit.test')).res;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { base: ['auth.locked'] } });
  });

  it('a password reset ends the pause', async () => {
    const p = await registerPlayer(t);
    await wrongTimes(p.email, max);
    await t.request({ method: 'POST', url: '/api/users/password', payload: { user: { email: p.email } } });
    const token = tokenFromMail(await latestMailTo(t, p.email), 'reset_password_token');
    const reset = await t.request({
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        user: { reset_password_token: token, password: 'New-pass-22', password_confirmation: 'New-pass-22' },
      },
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await signIn(t, p.email, 'New-pass-22')).res.statusCode).toBe(200);
  });
});

describe('DELETE /api/users/sign_out', () => {
  it('revokes the session and clears the cookie', async () => {
    const p = await registerPlayer(t);
    const res = await t.request({ method: 'DELETE', url: '/api/users/sign_out', cookie: p.cookie });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'orbit_session');
    expect(cleared?.value).toBe('');
    const after = await t.request({ method: 'GET', url: '/api/player/sessions', cookie: p.cookie });
    expect(after.statusCode).toBe(401);
    expect((await sessionsOf(p.id)).every((s) => s.revokedAt !== null)).toBe(true);
    expect(await auditKinds(p.id)).toContain('sign_out');
  });

  it('is a harmless 204 for a guest', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/users/sign_out' });
    expect(res.statusCode).toBe(204);
  });
});

describe('sign-in with a second factor', () => {
  async function playerWith2fa() {
    const p = await registerPlayer(t);
    const secret = await enableTwoFactor(t, p.cookie);
    return { ...p, secret };
  }

  it('answers two_factor_required with a pending session that is not signed in', async () => {
    const p = await playerWith2fa();
    const { res, cookie } = await signIn(t, p.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ two_factor_required: true });
    expect(cookie).toMatch(/^orbit_session=.+/);
    const guarded = await t.request({ method: 'GET', url: '/api/player/sessions', cookie });
    expect(guarded.statusCode).toBe(401);
    const pending = (await sessionsOf(p.id)).filter((s) => s.stage === 'otp_pending');
    expect(pending).toHaveLength(1);
  });

  it('signs in with the right code: a fresh active session and the Player', async () => {
    const p = await playerWith2fa();
    const step1 = await signIn(t, p.email);
    const res = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      cookie: step1.cookie,
      payload: { user: { otp_attempt: await otpCode(t, p.secret) } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, email: p.email, two_factor_enabled: true });
    const cookie = cookiesOf(res);
    expect(cookie).not.toBe(step1.cookie);
    expect((await t.request({ method: 'GET', url: '/api/player/sessions', cookie })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/player/sessions', cookie: step1.cookie })).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong code with 422 on otp_attempt, and a code used before', async () => {
    const p = await playerWith2fa();
    const step1 = await signIn(t, p.email);
    const good = await otpCode(t, p.secret);
    const wrong = good === '000000' ? '111111' : '000000';
    const res = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      cookie: step1.cookie,
      payload: { user: { otp_attempt: wrong } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { otp_attempt: ['auth.invalid_otp'] } });
    expect(await auditKinds(p.id)).toContain('otp_failed');

    const ok = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      cookie: step1.cookie,
      payload: { user: { otp_attempt: good } },
    });
    expect(ok.statusCode).toBe(200);
    const again = await signIn(t, p.email);
    const replay = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      cookie: again.cookie,
      payload: { user: { otp_attempt: good } },
    });
    expect(replay.statusCode).toBe(422);
  });

  it('refuses a malformed code without counting it', async () => {
    const p = await playerWith2fa();
    const step1 = await signIn(t, p.email);
    const res = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      cookie: step1.cookie,
      payload: { user: { otp_attempt: '12ab' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { otp_attempt: ['auth.invalid_otp'] } });
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, p.id));
    expect(user!.failedOtpAttempts).toBe(0);
  });

  it('needs the pending session of step 1', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: { user: { otp_attempt: '123456' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { base: ['auth.otp_session_expired'] } });
  });

  it('lets the pending session expire after 10 minutes', async () => {
    const p = await playerWith2fa();
    const step1 = await signIn(t, p.email);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await t.request({
      method: 'POST',
      url: '/api/users/sign_in',
      cookie: step1.cookie,
      payload: { user: { otp_attempt: await otpCode(t, p.secret) } },
    });
    expect(res.json()).toEqual({ errors: { base: ['auth.otp_session_expired'] } });
  });

  it('locks the account for 30 minutes after 5 wrong codes and ends the pending session', async () => {
    const p = await playerWith2fa();
    const step1 = await signIn(t, p.email);
    const good = await otpCode(t, p.secret);
    const wrong = good === '000000' ? '111111' : '000000';
    const attempt = (cookie: string, code: string) =>
      t.request({
        method: 'POST',
        url: '/api/users/sign_in',
        cookie,
        payload: { user: { otp_attempt: code } },
      });
    for (let i = 1; i <= 4; i++) {
      expect((await attempt(step1.cookie, wrong)).json().errors).toEqual({
        otp_attempt: ['auth.invalid_otp'],
      });
    }
    const fifth = await attempt(step1.cookie, wrong);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json()).toEqual({ errors: { base: ['auth.locked'] } });
    expect(fifth.cookies.find((c) => c.name === 'orbit_session')?.value).toBe('');
    expect((await sessionsOf(p.id)).filter((s) => s.stage === 'otp_pending' && !s.revokedAt)).toHaveLength(0);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, p.id));
    expect(user!.lockedUntil?.getTime()).toBe(t.clock.now.getTime() + 30 * 60_000);
    expect(await auditKinds(p.id)).toContain('locked');

    // The right password now hears "locked"; a wrong one still hears "invalid credentials".
    expect((await signIn(t, p.email)).res.json()).toEqual({ errors: { base: ['auth.locked'] } });
    expect((await signIn(t, p.email, 'Wrong-pass-1')).res.json()).toEqual({
      errors: { base: ['auth.invalid_credentials'] },
    });

    t.clock.advance(30 * 60_000 + 1000);
    const later = await signIn(t, p.email);
    expect(later.res.json()).toEqual({ two_factor_required: true });
    const ok = await attempt(later.cookie, await otpCode(t, p.secret));
    expect(ok.statusCode).toBe(200);
  });
});
