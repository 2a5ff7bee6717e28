import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, users } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import {
  latestMailTo,
  mailCountTo,
  registerPlayer,
  signIn,
  TEST_PASSWORD,
  tokenFromMail,
} from '../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-2';
const requestReset = (email: string) =>
  t.request({ method: 'POST', url: '/api/users/password', payload: { user: { email } } });
const setPassword = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  t.request({
    method: 'PUT',
    url: '/api/users/password',
    payload: { user: { reset_password_token: token, password, password_confirmation: confirmation } },
  });
const liveSessions = async (userId: number) =>
  (await t.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).filter((s) => !s.revokedAt);

describe('password reset', () => {
  it('answers 204 whether the address is registered or not, and mails only a registered one', async () => {
    const p = await registerPlayer(t);
    const known = await requestReset(p.email.toUpperCase());
    const unknown = await requestReset('stranger@orbit.test');
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    expect(await mailCountTo(t, 'stranger@orbit.test')).toBe(0);
    const mail = await latestMailTo(t, p.email);
    expect(mail?.subject).toMatch(/reset/i);
    expect(mail?.text).toContain('http://localhost:80/new-password?reset_password_token=');
    const kinds = (await t.deps.db.select().from(auditEvents).where(eq(auditEvents.userId, p.id))).map(
      (a) => a.kind,
    );
    expect(kinds).toContain('password_reset_requested');
  });

  it('sets the new password with the mailed token, once, and ends every session', async () => {
    const p = await registerPlayer(t);
    await signIn(t, p.email);
    await requestReset(p.email);
    const token = tokenFromMail(await latestMailTo(t, p.email), 'reset_password_token');
    const res = await setPassword(token);
    expect(res.statusCode).toBe(204);
    expect(await liveSessions(p.id)).toEqual([]);
    expect((await signIn(t, p.email, TEST_PASSWORD)).res.statusCode).toBe(422);
    expect((await signIn(t, p.email, NEW_PASSWORD)).res.statusCode).toBe(200);
    const again = await setPassword(token, 'Third-pass-3');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { reset_password_token: ['validation.invalid_token'] } });
  });

  it('refuses a token older than 2 hours and an unknown one', async () => {
    const p = await registerPlayer(t);
    await requestReset(p.email);
    const token = tokenFromMail(await latestMailTo(t, p.email), 'reset_password_token');
    t.clock.advance(2 * 3_600_000 + 1000);
    expect((await setPassword(token)).json()).toEqual({
      errors: { reset_password_token: ['validation.invalid_token'] },
    });
    expect((await setPassword('made-up-token')).statusCode).toBe(422);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, p.id));
    expect(user!.resetPasswordTokenHash).not.toBeNull();
  });

  it('checks the new password and its confirmation', async () => {
    expect((await setPassword('whatever', 'short')).json()).toEqual({
      errors: { password: ['validation.too_short'] },
    });
    expect((await setPassword('whatever', NEW_PASSWORD, 'Different-9')).json()).toEqual({
      errors: { password_confirmation: ['validation.confirmation_mismatch'] },
    });
    const missing = await t.request({ method: 'PUT', url: '/api/users/password', payload: { user: {} } });
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'password',
      'password_confirmation',
      'reset_password_token',
    ]);
  });
});

describe('PUT /api/users (change password)', () => {
  const change = (cookie: string | undefined, user: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/users', cookie, payload: { user } });

  it('needs a signed-in player', async () => {
    const res = await change(undefined, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password', async () => {
    const p = await registerPlayer(t);
    const res = await change(p.cookie, {
      current_password: 'Not-my-pass-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { current_password: ['validation.invalid_password'] } });
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const p = await registerPlayer(t);
    const other = await signIn(t, p.email);
    const res = await change(p.cookie, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: '/api/player/sessions', cookie: p.cookie })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/player/sessions', cookie: other.cookie })).statusCode,
    ).toBe(401);
    expect((await signIn(t, p.email, NEW_PASSWORD)).res.statusCode).toBe(200);
    const kinds = (await t.deps.db.select().from(auditEvents).where(eq(auditEvents.userId, p.id))).map(
      (a) => a.kind,
    );
    expect(kinds).toContain('password_changed');
  });
});

describe('e-mail confirmation', () => {
  const confirm = (token?: string) =>
    t.request({
      method: 'GET',
      url:
        token === undefined
          ? '/api/users/confirmation'
          : `/api/users/confirmation?confirmation_token=${token}`,
    });
  const resend = (email: string, cookie?: string) =>
    t.request({ method: 'POST', url: '/api/users/confirmation', cookie, payload: { user: { email } } });

  it('confirms the address with the mailed token and answers the Player', async () => {
    const p = await registerPlayer(t);
    const token = tokenFromMail(await latestMailTo(t, p.email), 'confirmation_token');
    const res = await confirm(encodeURIComponent(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, email: p.email });
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, p.id));
    expect(user!.confirmedAt?.getTime()).toBe(t.clock.now.getTime());
    expect((await confirm(encodeURIComponent(token))).statusCode).toBe(422);
  });

  it('refuses a bad or missing token with 422', async () => {
    for (const res of [await confirm('nope'), await confirm()]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { confirmation_token: ['validation.invalid_token'] } });
    }
  });

  it('resends a fresh link to an unconfirmed address; the old link stops working', async () => {
    const p = await registerPlayer(t);
    const first = tokenFromMail(await latestMailTo(t, p.email), 'confirmation_token');
    const res = await resend(p.email);
    expect(res.statusCode).toBe(204);
    const second = tokenFromMail(await latestMailTo(t, p.email), 'confirmation_token');
    expect(second).not.toBe(first);
    expect((await confirm(encodeURIComponent(first))).statusCode).toBe(422);
    expect((await confirm(encodeURIComponent(second))).statusCode).toBe(200);
  });

  it('answers unknown and confirmed addresses of others with the same silent 204', async () => {
    const p = await registerPlayer(t);
    await confirm(encodeURIComponent(tokenFromMail(await latestMailTo(t, p.email), 'confirmation_token')));
    const before = await mailCountTo(t, p.email);
    const other = await registerPlayer(t);
    expect((await resend(p.email, other.cookie)).statusCode).toBe(204);
    expect((await resend(p.email)).statusCode).toBe(204);
    expect((await resend('ghost@orbit.test')).statusCode).toBe(204);
    expect(await mailCountTo(t, p.email)).toBe(before);
    expect(await mailCountTo(t, 'ghost@orbit.test')).toBe(0);
  });

  it('tells a signed-in player that their own address is already confirmed', async () => {
    const p = await registerPlayer(t);
    await confirm(encodeURIComponent(tokenFromMail(await latestMailTo(t, p.email), 'confirmation_token')));
    const res = await resend(p.email, p.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: ['validation.already_confirmed'] } });
  });

  it('expires links after 7 days', async () => {
    const p = await registerPlayer(t);
    const token = tokenFromMail(await latestMailTo(t, p.email), 'confirmation_token');
    t.clock.advance(7 * 24 * 3_600_000 + 1000);
    expect((await confirm(encodeURIComponent(token))).statusCode).toBe(422);
  });
});
