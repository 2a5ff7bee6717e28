import type { TwoFactorSetup } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { FieldErrors } from '../../http/errors.ts';
import { audit } from '../../lib/audit.ts';
import { matchOtp, newOtpSecret, otpQrCode } from '../../lib/totp.ts';
import { updateUser } from './repository.ts';

const wrongCode = () => new FieldErrors({ authentication_code: ['auth.invalid_otp'] });

/**
 * GET /api/v2/player/two_factor: the secret being set up (kept until used, so a reload shows
 * the same QR code) and its QR code; null once 2FA is on.
 */
export async function twoFactorSetup(
  deps: Deps,
  ctx: Pick<RequestContext, 'site'>,
  user: UserRow,
): Promise<TwoFactorSetup | null> {
  if (user.twoFactorEnabled) return null;
  let secret = user.otpPendingSecret;
  if (!secret) {
    secret = newOtpSecret();
    await updateUser(deps.db, user.id, { otpPendingSecret: secret });
  }
  return setupOf(ctx, user, secret);
}

/** A secret and the QR code an authenticator app scans for it. */
async function setupOf(
  ctx: Pick<RequestContext, 'site'>,
  user: UserRow,
  secret: string,
): Promise<TwoFactorSetup> {
  return { otp_secret: secret, data: await otpQrCode(ctx.site.brand, user.email, secret) };
}

/**
 * POST: a code from the app proves it holds the pending secret; 2FA is on from now. Answers the
 * secret now in use and its QR code (the GET's shape): the newer client stores this body, the
 * spec's client ignores it, and it tells the player nothing they did not just send.
 */
export async function enableTwoFactor(
  deps: Deps,
  ctx: RequestContext,
  user: UserRow,
  secret: string,
  code: string,
): Promise<TwoFactorSetup> {
  const { db, now } = deps;
  if (user.twoFactorEnabled) throw new FieldErrors({ base: ['auth.two_factor_already_enabled'] });
  if (!user.otpPendingSecret || secret !== user.otpPendingSecret) {
    throw new FieldErrors({ otp_secret: ['validation.invalid_value'] });
  }
  const step = await matchOtp(secret, code, now(), null);
  if (step === null) throw wrongCode();
  await updateUser(db, user.id, {
    twoFactorEnabled: true,
    otpSecret: secret,
    otpPendingSecret: null,
    otpLastTimeStep: step,
    failedOtpAttempts: 0,
    updatedAt: now(),
  });
  await audit(deps, ctx, 'two_factor_enabled', user.id);
  return setupOf(ctx, user, secret);
}

/** DELETE: a current code turns 2FA off. */
export async function disableTwoFactor(deps: Deps, ctx: RequestContext, user: UserRow, code: string) {
  const { db, now } = deps;
  if (!user.twoFactorEnabled || !user.otpSecret)
    throw new FieldErrors({ base: ['auth.two_factor_not_enabled'] });
  const step = await matchOtp(user.otpSecret, code, now(), user.otpLastTimeStep);
  if (step === null) throw wrongCode();
  await updateUser(db, user.id, {
    twoFactorEnabled: false,
    otpSecret: null,
    otpPendingSecret: null,
    otpLastTimeStep: null,
    updatedAt: now(),
  });
  await audit(deps, ctx, 'two_factor_disabled', user.id);
}
