import type { RegistrationRequest } from '@orbit/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { mailOutbox } from '../db/schema/index.ts';
import { cookiesOf, type TestApp } from './harness.ts';

/** A password every form rule accepts. */
export const TEST_PASSWORD = 'Orbit-pass-1';

export interface TestPlayer {
  id: number;
  email: string;
  password: string;
  /** The session cookie of the registration (`orbit_session=…`), ready for `t.request({cookie})`. */
  cookie: string;
  /** The Player body of the 201. */
  player: { id: number; email: string } & Record<string, unknown>;
}

let sequence = 0;
/** A fresh, unique address for one test. */
export const uniqueEmail = (prefix = 'player') =>
  `${prefix}.${Date.now().toString(36)}.${++sequence}@orbit.test`;

/** The registration body the seeded player_fields accept; override or add any field. */
export function registrationBody(overrides: Partial<RegistrationRequest['user']> = {}) {
  return {
    user: {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      password_confirmation: overrides.password ?? TEST_PASSWORD,
      receive_promos: false,
      terms_acceptance: true,
      dfpc: 'test-fingerprint',
      ...overrides,
    },
  };
}

/** Registers a player through POST /api/users (which signs them in) and fails loudly if it cannot. */
export async function registerPlayer(
  t: TestApp,
  overrides: Partial<RegistrationRequest['user']> = {},
  headers: Record<string, string> = {},
): Promise<TestPlayer> {
  const body = registrationBody(overrides);
  const res = await t.request({ method: 'POST', url: '/api/users', payload: body, headers });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const player = res.json();
  return {
    id: player.id,
    email: body.user.email,
    password: body.user.password,
    cookie: cookiesOf(res),
    player,
  };
}

/** POST /api/users/sign_in (password step); the response and its session cookie. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD, cookie?: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { user: { email, password, dfpc: '', captcha: '' } },
    cookie,
  });
  return { res, cookie: cookiesOf(res) };
}

/** The newest mail of the outbox to an address (read from the database, whatever dev tools say). */
export async function latestMailTo(t: TestApp, to: string) {
  const [mail] = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(and(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

export async function mailCountTo(t: TestApp, to: string) {
  const rows = await t.deps.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, to));
  return rows.length;
}

/** The value of a query parameter in the first link of a mail, e.g. `confirmation_token`. */
export function tokenFromMail(mail: { text: string } | undefined, param: string): string {
  const match = mail?.text.match(new RegExp(`[?&]${param}=([^\\s&]+)`));
  if (!match?.[1]) throw new Error(`no ${param} link in mail`);
  return decodeURIComponent(match[1]);
}

/** The 6-digit TOTP code of a secret at the app's current (test) time. */
export const otpCode = (t: TestApp, secret: string, offsetMs = 0) =>
  generate({ secret, epoch: Math.floor((t.clock.now.getTime() + offsetMs) / 1000) });

/** Turns 2FA on for a signed-in player through the API; returns the secret. */
export async function enableTwoFactor(t: TestApp, cookie: string): Promise<string> {
  const setup = await t.request({ method: 'GET', url: '/api/v2/player/two_factor', cookie });
  if (setup.statusCode !== 200) throw new Error(`2FA setup failed: ${setup.statusCode} ${setup.body}`);
  const secret: string = setup.json().otp_secret;
  const res = await t.request({
    method: 'POST',
    url: '/api/v2/player/two_factor',
    cookie,
    payload: { two_factor: { otp_secret: secret, authentication_code: await otpCode(t, secret) } },
  });
  if (res.statusCode !== 200) throw new Error(`2FA enable failed: ${res.statusCode} ${res.body}`);
  // The enabling code's time step is spent; the next code must come from a later step.
  t.clock.advance(30_000);
  return secret;
}
