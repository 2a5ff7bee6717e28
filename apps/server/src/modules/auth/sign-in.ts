import type { SignInRequest } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { matchOtp } from '../../lib/totp.ts';
import { requireCaptcha } from '../captcha/service.ts';
import type { BrowserSession } from '../sessions/service.ts';
import {
  clearWrongPasswords,
  countFailedOtp,
  countWrongPassword,
  findCountry,
  findUserByEmail,
  findUserById,
  signInPausedUntil,
  updateUser,
} from './repository.ts';

/** Wrong second factors in a row before the account locks, and for how long. */
export const MAX_OTP_FAILURES = 5;
export const OTP_LOCK_MS = 30 * 60_000;
/**
 * Wrong passwords for one e-mail address within the window before its sign-in pauses, whatever
 * the caller's IP (the per-IP rate limit does not stop an attacker with many addresses).
 */
export const WRONG_PASSWORD_LIMITS = { max: 10, windowMs: 15 * 60_000, pauseMs: 15 * 60_000 };

type SignInUser = SignInRequest['user'];
export type SignInOutcome = { user: UserRow } | { twoFactorRequired: true };

let timingDummy: Promise<string> | undefined;
/**
 * A hash to verify against when the e-mail is unknown, so both answers take as long. Made
 * when the app starts, so not even the first unknown e-mail pays for the hashing.
 */
export const dummyHash = () => {
  timingDummy ??= hashPassword('orbit timing equaliser');
  return timingDummy;
};

const invalidCredentials = () => new FieldErrors({ base: ['auth.invalid_credentials'] });
const locked = () => new FieldErrors({ base: ['auth.locked'] });

export const isLocked = (user: UserRow, at: Date) => user.lockedUntil !== null && user.lockedUntil > at;

/** Blocked by an operator (the back office): no sign-in until unblocked. */
export const isBlocked = (user: UserRow) => user.blockedAt !== null;
const blocked = () => new FieldErrors({ base: ['auth.account_blocked'] });

/** An active session with a new token, and the sign-in times of the player updated. */
export async function completeSignIn(
  deps: Deps,
  ctx: RequestContext,
  browser: BrowserSession,
  user: UserRow,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const at = deps.now();
  // Blocked between the password and the code (or at the provider): no session.
  if (isBlocked(user)) {
    await audit(deps, ctx, 'sign_in_failed', user.id, { reason: 'blocked' });
    await browser.end();
    throw blocked();
  }
  await browser.start(user.id, 'active');
  const updated = await updateUser(deps.db, user.id, {
    lastSignInAt: user.currentSignInAt ?? at,
    currentSignInAt: at,
  });
  await audit(deps, ctx, 'sign_in', user.id, data);
  return updated;
}

/**
 * Step 1: e-mail and password. A wrong e-mail and a wrong password get the same answer after
 * the same argon2 work. A player with 2FA gets an `otp_pending` session instead of a signed-in one.
 */
export async function signInWithPassword(
  deps: Deps,
  ctx: RequestContext,
  browser: BrowserSession,
  input: SignInUser,
): Promise<SignInOutcome> {
  const { db, now } = deps;
  // Guest mode is restricted in some countries: "Login not available in your country".
  if ((await findCountry(db, ctx.country))?.guestRestricted) {
    throw new HttpError(403, 'login_restricted');
  }
  await requireCaptcha(deps, input.captcha);
  const email = input.email ?? '';
  const password = input.password ?? '';
  // A paused address is refused before any password is tried, known or not: the pause stops
  // guessing and tells nobody whether the address has an account.
  if (await signInPausedUntil(db, email, now())) {
    await audit(deps, ctx, 'sign_in_failed', null, { email, reason: 'paused' });
    throw locked();
  }
  const user = await findUserByEmail(db, email);
  const passwordOk = user
    ? await verifyPassword(user.encryptedPassword, password)
    : (await verifyPassword(await dummyHash(), password)) && false;
  if (!user || !passwordOk) {
    await countWrongPassword(db, email, now(), WRONG_PASSWORD_LIMITS);
    await audit(deps, ctx, 'sign_in_failed', user?.id ?? null, { email, reason: 'credentials' });
    throw invalidCredentials();
  }
  await clearWrongPasswords(db, email);
  // Only someone who knows the password learns that the account is locked.
  if (isLocked(user, now())) {
    await audit(deps, ctx, 'sign_in_failed', user.id, { reason: 'locked' });
    throw locked();
  }
  // Likewise only the password's owner learns that an operator blocked the account.
  if (isBlocked(user)) {
    await audit(deps, ctx, 'sign_in_failed', user.id, { reason: 'blocked' });
    throw blocked();
  }
  if (user.twoFactorEnabled && user.otpSecret) {
    await browser.start(user.id, 'otp_pending');
    return { twoFactorRequired: true };
  }
  const signedIn = await completeSignIn(deps, ctx, browser, user, {
    dfpc: input.dfpc ?? null,
    custom_login_reg: input.custom_login_reg ?? null,
  });
  return { user: signedIn };
}

/**
 * Step 2: the one-time code, on the pending session of step 1. After MAX_OTP_FAILURES wrong
 * codes the account locks for OTP_LOCK_MS and the pending session ends.
 */
export async function signInWithOtp(
  deps: Deps,
  ctx: RequestContext,
  browser: BrowserSession,
  code: string,
): Promise<UserRow> {
  const { db, now } = deps;
  const session = ctx.session;
  if (session?.stage !== 'otp_pending') {
    throw new FieldErrors({ base: ['auth.otp_session_expired'] });
  }
  const user = await findUserById(db, session.userId);
  if (!user?.twoFactorEnabled || !user.otpSecret) {
    await browser.end();
    throw new FieldErrors({ base: ['auth.otp_session_expired'] });
  }
  const at = now();
  if (isLocked(user, at)) {
    await browser.end();
    throw locked();
  }
  const step = await matchOtp(user.otpSecret, code, at, user.otpLastTimeStep);
  if (step === null) {
    const attempts = await countFailedOtp(db, user.id);
    await audit(deps, ctx, 'otp_failed', user.id, { attempts });
    if (attempts >= MAX_OTP_FAILURES) {
      const lockedUntil = new Date(at.getTime() + OTP_LOCK_MS);
      await updateUser(db, user.id, { lockedUntil, failedOtpAttempts: 0 });
      await browser.end();
      await audit(deps, ctx, 'locked', user.id, { until: lockedUntil.toISOString() });
      throw locked();
    }
    throw new FieldErrors({ otp_attempt: ['auth.invalid_otp'] });
  }
  await updateUser(db, user.id, { failedOtpAttempts: 0, otpLastTimeStep: step });
  return completeSignIn(deps, ctx, browser, user, { two_factor: true });
}
