import { isExclusionLimit, isMoneyLimit, type UserLimitBody } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { LimitAmount } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { notifyLater } from '../notifications/service.ts';
import { type MailContext, type PendingMail, sendConfirmationMail } from './confirmation.ts';
import { setExclusion } from './exclusions.ts';
import { listLimits, publishLimits } from './limit-list.ts';
import { CONFIRM_WINDOW_MS, isCurrent, LOOSENING_DELAY_MS, pendingLive } from './periods.ts';
import {
  activeLimits,
  insertLimit,
  knownCurrencies,
  type LimitRow,
  lockUser,
  retireEnded,
  updateLimit,
} from './repository.ts';

/**
 * Loss, wager, deposit and session limits change the UKGC/MGA way: tighter at once, looser (a
 * higher amount, more minutes, a removal) only after 24 hours and the player's confirmation.
 */

interface Loosening {
  amounts: LimitAmount[] | null;
  minutes: number | null;
  removal: boolean;
}

/** A new money limit against the current one: what applies now (every tightening) and the loosening, if any. */
function splitAmounts(currentAmounts: LimitAmount[], wanted: LimitAmount[]) {
  const now = new Map(currentAmounts.map((a) => [a.currency, a.amount_cents]));
  let loosens = currentAmounts.some((a) => !wanted.some((w) => w.currency === a.currency));
  for (const w of wanted) {
    const had = now.get(w.currency);
    if (had === undefined || w.amount_cents < had) now.set(w.currency, w.amount_cents);
    else if (w.amount_cents > had) loosens = true;
  }
  const applied = [...now].map(([currency, amount_cents]) => ({ currency, amount_cents }));
  return { applied, loosens };
}

const sameAmounts = (a: LimitAmount[] | null, b: LimitAmount[] | null) =>
  JSON.stringify([...(a ?? [])].sort((x, y) => x.currency.localeCompare(y.currency))) ===
  JSON.stringify([...(b ?? [])].sort((x, y) => x.currency.localeCompare(y.currency)));

/**
 * Create or update a limit (one per type and period). Tighter values apply at once; a higher
 * amount or longer session waits 24 hours and then the player's confirmation (e-mailed link).
 * Cooling-off and self-exclusion apply at once and can only be extended.
 */
export async function setLimit(deps: Deps, user: UserRow, body: UserLimitBody, context: MailContext) {
  const now = deps.now();
  if (body.accounts) {
    const known = await knownCurrencies(
      deps.db,
      body.accounts.map((a) => a.currency),
    );
    const errors: Record<string, string[]> = {};
    body.accounts.forEach((a, i) => {
      if (!known.has(a.currency)) errors[`accounts.${i}.currency`] = ['validation.currency_unavailable'];
    });
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }
  const mail = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await retireEnded(tx, user.id, now);
    const rows = await activeLimits(tx, user.id);
    if (isExclusionLimit(body.type)) {
      await setExclusion(tx, user.id, rows, body, now);
      return null;
    }
    const existing = rows.find((r) => r.type === body.type && r.period === body.period);
    const wantedAmounts = isMoneyLimit(body.type) ? (body.accounts ?? []) : null;
    const wantedMinutes = body.type === 'session' ? (body.minutes ?? null) : null;
    if (!existing) {
      await insertLimit(tx, {
        userId: user.id,
        type: body.type,
        period: body.period,
        amounts: wantedAmounts,
        minutes: wantedMinutes,
        createdAt: now,
        updatedAt: now,
      });
      return null;
    }
    let applied: { amounts?: LimitAmount[]; minutes?: number } = {};
    let loosening: Loosening | null = null;
    if (wantedAmounts) {
      const split = splitAmounts(existing.amounts ?? [], wantedAmounts);
      applied = { amounts: split.applied };
      if (split.loosens) loosening = { amounts: wantedAmounts, minutes: null, removal: false };
    } else if (wantedMinutes !== null) {
      const had = existing.minutes ?? wantedMinutes;
      applied = { minutes: Math.min(had, wantedMinutes) };
      if (wantedMinutes > had) loosening = { amounts: null, minutes: wantedMinutes, removal: false };
    }
    return schedule(tx, existing, applied, loosening, now);
  });
  await afterChange(deps, user.id, mail, context);
}

/** A removal: waits 24 hours and a confirmation; exclusions cannot be removed before their end. */
export async function removeLimit(deps: Deps, user: UserRow, id: number, context: MailContext) {
  const now = deps.now();
  const mail = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const row = (await activeLimits(tx, user.id)).find((r) => r.id === id && isCurrent(r, now));
    if (!row) throw new HttpError(404, 'not_found', 'No such limit');
    if (isExclusionLimit(row.type)) {
      throw new HttpError(403, 'limit_not_removable', 'A cooling-off or self-exclusion lasts until its end');
    }
    return schedule(tx, row, {}, { amounts: null, minutes: null, removal: true }, now);
  });
  await afterChange(deps, user.id, mail, context);
}

/**
 * Writes what applies now and the loosening that waits. The latest request wins: a tightening
 * drops a waiting raise; the same loosening asked again keeps its clock (no fresh 24 hours, no
 * second mail), a different one starts over with a new link.
 */
async function schedule(
  tx: Db,
  row: LimitRow,
  applied: { amounts?: LimitAmount[]; minutes?: number },
  loosening: Loosening | null,
  now: Date,
): Promise<PendingMail | null> {
  if (!loosening) {
    await updateLimit(tx, row.id, {
      ...applied,
      pendingAmounts: null,
      pendingMinutes: null,
      pendingRemoval: false,
      pendingAppliesAt: null,
      confirmTokenHash: null,
      confirmUntil: null,
      updatedAt: now,
    });
    return null;
  }
  const same =
    pendingLive(row, now) &&
    row.pendingRemoval === loosening.removal &&
    row.pendingMinutes === loosening.minutes &&
    sameAmounts(row.pendingAmounts, loosening.amounts);
  if (same) {
    await updateLimit(tx, row.id, { ...applied, updatedAt: now });
    return null;
  }
  const token = randomToken();
  const appliesAt = new Date(now.getTime() + LOOSENING_DELAY_MS);
  const confirmUntil = new Date(appliesAt.getTime() + CONFIRM_WINDOW_MS);
  await updateLimit(tx, row.id, {
    ...applied,
    pendingAmounts: loosening.amounts,
    pendingMinutes: loosening.minutes,
    pendingRemoval: loosening.removal,
    pendingAppliesAt: appliesAt,
    confirmTokenHash: hashToken(token),
    confirmUntil,
    updatedAt: now,
  });
  return { token, row, removal: loosening.removal, appliesAt, confirmUntil };
}

async function afterChange(deps: Deps, userId: number, mail: PendingMail | null, context: MailContext) {
  publishLimits(deps, userId, await listLimits(deps, deps.db, userId));
  if (!mail) return;
  await sendConfirmationMail(deps, userId, mail, context);
  notifyLater(deps, {
    userId,
    type: 'personal',
    event: 'limit_confirmable',
    dedupeKey: `limit:${mail.row.id}:${mail.appliesAt.toISOString()}`,
    params: { limit: mail.row.type, startAt: mail.appliesAt.toISOString(), path: '/profile/limits' },
    endAt: mail.confirmUntil,
  });
}
