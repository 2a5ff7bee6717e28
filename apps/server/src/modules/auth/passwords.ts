import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { FieldErrors } from '../../http/errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { requireCaptcha } from '../captcha/service.ts';
import { type BrowserSession, closeSessionsOfUser } from '../sessions/service.ts';
import { resetPasswordMail } from './mails.ts';
import { clearWrongPasswords, findUserByEmail, findUserByResetTokenHash, updateUser } from './repository.ts';

/** A reset link works this long. */
export const RESET_TOKEN_TTL_MS = 2 * 3_600_000;

/**
 * POST /api/users/password: mails a reset link when the address is registered. The caller
 * answers the same either way, so the form tells nobody who has an account.
 */
export async function requestPasswordReset(
  deps: Deps,
  ctx: RequestContext,
  email: string,
  captcha?: string | null,
) {
  if (!ctx.user) await requireCaptcha(deps, captcha);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken();
  await updateUser(deps.db, user.id, {
    resetPasswordTokenHash: hashToken(token),
    resetPasswordSentAt: deps.now(),
  });
  await deps.mailer.send(resetPasswordMail(ctx.site.brand, ctx.origin, user.email, token));
  await audit(deps, ctx, 'password_reset_requested', user.id);
}

/** PUT /api/users/password: a valid, unexpired token sets the password once and ends every session. */
export async function resetPassword(
  deps: Deps,
  ctx: RequestContext,
  browser: BrowserSession,
  token: string,
  password: string,
) {
  const { db, now } = deps;
  const user = await findUserByResetTokenHash(db, hashToken(token));
  const at = now();
  const sentAt = user?.resetPasswordSentAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (!user || at.getTime() - sentAt > RESET_TOKEN_TTL_MS) {
    throw new FieldErrors({ reset_password_token: ['validation.invalid_token'] });
  }
  await updateUser(db, user.id, {
    encryptedPassword: await hashPassword(password),
    resetPasswordTokenHash: null,
    resetPasswordSentAt: null,
    updatedAt: at,
  });
  // Whoever paused the address guessing, the owner proved it with the mail: sign-in works again.
  await clearWrongPasswords(db, user.email);
  await closeSessionsOfUser(deps, user.id, at);
  if (ctx.session) await browser.end();
  await audit(deps, ctx, 'password_changed', user.id, { via: 'reset' });
}

/** PUT /api/users: the signed-in player proves the current password; their other sessions end. */
export async function changePassword(
  deps: Deps,
  ctx: RequestContext,
  user: UserRow,
  currentPassword: string,
  password: string,
) {
  const { db, now } = deps;
  if (!(await verifyPassword(user.encryptedPassword, currentPassword))) {
    throw new FieldErrors({ current_password: ['validation.invalid_password'] });
  }
  const at = now();
  await updateUser(db, user.id, { encryptedPassword: await hashPassword(password), updatedAt: at });
  await closeSessionsOfUser(deps, user.id, at, ctx.session?.id);
  await audit(deps, ctx, 'password_changed', user.id, { via: 'change' });
}
