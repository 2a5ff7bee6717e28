import { isLimitReached, type UserLimit } from '@orbit/contract';

/** Whether one of the limits is reached in the player's currency (cooling-off and self-exclusion always are). */
export const anyLimitReached = (limits: readonly UserLimit[], currency: string | null): boolean =>
  currency !== null && limits.some((limit) => isLimitReached(limit, currency));

/** The profile's limits page (its path within the locale). */
export const PROFILE_LIMITS_PATH = '/profile/limits';

/**
 * The hook the game page calls before real play: the limits page to go to when a limit is
 * reached, else null. The server refuses the launch and every bet anyway.
 */
export const reachedLimitsRedirect = (
  limits: readonly UserLimit[],
  currency: string | null,
): string | null => (anyLimitReached(limits, currency) ? PROFILE_LIMITS_PATH : null);
