/** Lotteries shown to everyone; what the player holds lives under `player` (sign-in or out refreshes it). */
export const LOTTERY_KEY = ['lotteries', 'one'] as const;
export const LOTTERY_STATUSES_KEY = ['player', 'lottery-statuses'] as const;
