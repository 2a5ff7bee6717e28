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

/** How much of the limit is used, 0 to 1 (for the progress bar). */
export function usedShare(amount: number, current: number): number {
  if (amount <= 0) return 1;
  return Math.min(1, Math.abs(current) / amount);
}
