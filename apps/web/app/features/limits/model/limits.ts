import { LIMIT_PERIODS, type UserLimit, type UserLimitAccount } from '@orbit/contract';

/** The limits page's money sections, in the order a regulator lists them. */
export const MONEY_SECTIONS = ['deposit', 'loss', 'wager'] as const;
export type MoneySection = (typeof MONEY_SECTIONS)[number];

const periodRank = (period: string) => {
  const rank = (LIMIT_PERIODS as readonly string[]).indexOf(period);
  return rank === -1 ? LIMIT_PERIODS.length : rank;
};

/** A type's limits, day before week before month. */
export const limitsOfType = (limits: readonly UserLimit[], type: string): UserLimit[] =>
  limits.filter((limit) => limit.type === type).sort((a, b) => periodRank(a.period) - periodRank(b.period));

/** The limit's figures in the player's currency, if it has one there. */
export const accountIn = (limit: UserLimit, currency: string): UserLimitAccount | undefined =>
  limit.accounts?.find((account) => account.currency === currency);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list of limits as the server sends it (the `game_limits` event, a change's answer): each item
 * has the fields the page and the warnings read, so a malformed one never reaches the cache.
 */
export function isLimitList(data: unknown): data is UserLimit[] {
  return (
    Array.isArray(data) &&
    data.every(
      (item) =>
        isRecord(item) &&
        Number.isInteger(item.id) &&
        typeof item.type === 'string' &&
        typeof item.period === 'string' &&
        (item.accounts === undefined || (Array.isArray(item.accounts) && item.accounts.every(isRecord))),
    )
  );
}

/** How much of the limit is used, 0 to 1 (for the progress bar). */
export function usedShare(amount: number, current: number): number {
  if (amount <= 0) return 1;
  return Math.min(1, Math.abs(current) / amount);
}
