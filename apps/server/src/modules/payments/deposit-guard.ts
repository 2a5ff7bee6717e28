import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { depositAllowed } from '../limits/service.ts';

export type DepositVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether the responsible-gambling limits let a player deposit this much now (deposit limit,
 * cooling-off, self-exclusion): the one seam between payments and the limits module. Asked when a
 * deposit starts; the credited deposits it sums are the wallet's transactions of kind `deposit`.
 */
export async function depositGuard(
  deps: Deps,
  attempt: { userId: number; currency: string; amountCents: number },
  db: Db = deps.db,
): Promise<DepositVerdict> {
  return depositAllowed(deps, attempt.userId, attempt.currency, attempt.amountCents, db);
}
