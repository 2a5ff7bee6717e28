import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { FieldErrors } from '../../http/errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { requireCaptcha } from '../captcha/service.ts';
import { confirmationMail } from './mails.ts';
import { findUserByConfirmationTokenHash, findUserByEmail, updateUser } from './repository.ts';

/** A confirmation link works this long; a resend gives a fresh one. */
export const CONFIRMATION_TOKEN_TTL_MS = 7 * 24 * 3_600_000;

/** GET /api/users/confirmation: the token of the e-mailed link confirms the address (once). */
export async function confirmEmail(
  deps: Deps,
  ctx: RequestContext,
  token: string | undefined,
): Promise<UserRow> {
  const { db, now } = deps;
  const at = now();
  const user = token ? await findUserByConfirmationTokenHash(db, hashToken(token)) : undefined;
  const sentAt = user?.confirmationSentAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (!user || at.getTime() - sentAt > CONFIRMATION_TOKEN_TTL_MS) {
    throw new FieldErrors({ confirmation_token: ['validation.invalid_token'] });
  }
  const confirmed = await updateUser(db, user.id, {
    confirmedAt: user.confirmedAt ?? at,
    confirmationTokenHash: null,
    updatedAt: at,
  });
  await audit(deps, ctx, 'email_confirmed', user.id);
  return confirmed;
}

/**
 * POST /api/users/confirmation: mails a fresh link to an unconfirmed address. Unknown and
 * other people's addresses get the same silent success; only the signed-in player asking for
 * their own, already confirmed address hears `validation.already_confirmed`.
 */
export async function resendConfirmation(
  deps: Deps,
  ctx: RequestContext,
  email: string,
  captcha?: string | null,
) {
  const me = ctx.user;
  if (me && me.email.toLowerCase() === email && me.confirmedAt) {
    throw new FieldErrors({ email: ['validation.already_confirmed'] });
  }
  if (!me) await requireCaptcha(deps, captcha);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.confirmedAt) return;
  const token = randomToken();
  await updateUser(deps.db, user.id, {
    confirmationTokenHash: hashToken(token),
    confirmationSentAt: deps.now(),
  });
  await deps.mailer.send(confirmationMail(ctx.site.brand, ctx.origin, user.email, token));
}
