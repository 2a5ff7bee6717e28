import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { FieldErrors } from '../../http/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Mail } from '../mail/mailer.ts';
import { linkMail } from '../mail/templates.ts';
import { listLimits, publishLimits } from './limit-list.ts';
import { pendingLive } from './periods.ts';
import { findByConfirmToken, type LimitRow, lockUser, updateLimit, userEmail } from './repository.ts';

/**
 * A loosening's confirmation: the e-mailed link, and the call that applies the waiting change
 * once its 24 hours have passed.
 */

/** Where the mail's link points and whose name it carries: the site the player is on. */
export type MailContext = Pick<RequestContext, 'origin' | 'site'>;

/** A loosening just scheduled: what the mail says, and its token. */
export interface PendingMail {
  token: string;
  row: LimitRow;
  removal: boolean;
  appliesAt: Date;
  confirmUntil: Date;
}

const LABELS: Record<string, string> = {
  loss: 'loss limit',
  wager: 'wager limit',
  deposit: 'deposit limit',
  session: 'session limit',
};

function confirmLimitMail(context: MailContext, to: string, mail: PendingMail): Mail {
  const link = `${context.origin}/limits/confirm?token=${encodeURIComponent(mail.token)}`;
  const what = `${mail.row.period === 'day' ? 'daily' : `${mail.row.period}ly`} ${LABELS[mail.row.type] ?? 'limit'}`;
  const lines = [
    `You asked to ${mail.removal ? 'remove' : 'raise'} your ${what}.`,
    `For your protection this waits 24 hours. From ${mail.appliesAt.toUTCString()} until ${mail.confirmUntil.toUTCString()} you can confirm it with the link below; it applies when you confirm.`,
    'If you do nothing, your limit stays as it is.',
  ];
  return linkMail({
    to,
    subject: `${context.site.brand}: confirm the change of your ${what}`,
    lines,
    action: 'Confirm the change',
    link,
    after: 'If you did not ask for this, sign in and check your limits and password.',
  });
}

/** Mails the player the link that confirms a scheduled loosening. */
export async function sendConfirmationMail(
  deps: Deps,
  userId: number,
  mail: PendingMail,
  context: MailContext,
) {
  const to = await userEmail(deps.db, userId);
  if (to) await deps.mailer.send(confirmLimitMail(context, to, mail));
}

/**
 * The e-mailed link: applies the waiting change. Only the player's own token, only after the
 * 24 hours (UKGC: a loosening is confirmed after its cooling period) and before `confirm_until`.
 */
export async function confirmLimit(deps: Deps, user: UserRow, token: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const row = await findByConfirmToken(tx, hashToken(token));
    if (!row || row.userId !== user.id || !pendingLive(row, now)) {
      throw new FieldErrors({ token: ['validation.invalid_token'] });
    }
    if (row.pendingAppliesAt! > now) throw new FieldErrors({ token: ['validation.limit_confirm_too_early'] });
    const cleared = {
      pendingAmounts: null,
      pendingMinutes: null,
      pendingRemoval: false,
      pendingAppliesAt: null,
      confirmTokenHash: null,
      confirmUntil: null,
      updatedAt: now,
    };
    if (row.pendingRemoval) {
      await updateLimit(tx, row.id, { ...cleared, status: 'removed', removedAt: now });
    } else {
      await updateLimit(tx, row.id, {
        ...cleared,
        ...(row.pendingAmounts ? { amounts: row.pendingAmounts } : {}),
        ...(row.pendingMinutes !== null ? { minutes: row.pendingMinutes } : {}),
      });
    }
  });
  publishLimits(deps, user.id, await listLimits(deps, deps.db, user.id));
}
