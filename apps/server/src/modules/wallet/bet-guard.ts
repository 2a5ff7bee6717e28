import type { Db } from '../../db/client.ts';

export interface BetAttempt {
  userId: number;
  currency: string;
  amountCents: number;
  game: string;
  roundId: string;
  providerKey: string;
  /**
   * The player's active limits (`user_limits` rows: type, period, amounts, minutes, ends_at), read
   * with the account's lock; absent, the guard reads them itself.
   */
  activeLimits?: readonly Record<string, unknown>[];
}

export type BetVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Asked inside the bet's transaction, after the account is locked and before money moves: the
 * place where the limits module refuses a bet that passes a loss or wager limit (answered 403 `bet_refused`
 * with the reason). `tx` reads the player's own figures consistently with the bet.
 */
export type BetGuard = (tx: Db, attempt: BetAttempt) => Promise<BetVerdict>;

/** Allows every bet (`createDeps` installs the limits' guard over it). */
export const allowEveryBet: BetGuard = async () => ({ allowed: true });
