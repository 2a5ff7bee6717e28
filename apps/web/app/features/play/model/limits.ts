/**
 * Responsible-gambling limits as the game page needs them (spec 1 §4, reference §2 UserLimit):
 * a limit is reached when `amount − |current value| ≤ 0` in the player's currency; cooling-off
 * (and self-exclusion, which is a longer cooling-off) always counts as reached. The limits issue
 * feeds the real list; until then the page is fed an empty one.
 */
export interface UserLimitAccount {
  currency: string;
  amount_cents: number;
  current_value_amount_cents: number;
}

export interface UserLimit {
  id: number;
  type: string;
  status?: string;
  accounts?: UserLimitAccount[];
}

/** Spellings differ between the spec (`coolingoff`) and the reference (`cooling-off`, `cooling_off`). */
const normalizeType = (type: string) => type.toLowerCase().replace(/[-_\s]/g, '');
const ALWAYS_REACHED = new Set(['coolingoff', 'selfexclusion']);

export function isLimitReached(limit: UserLimit, currency: string | null): boolean {
  if (limit.status !== undefined && limit.status !== 'active') return false;
  if (ALWAYS_REACHED.has(normalizeType(limit.type))) return true;
  const account = limit.accounts?.find((a) => a.currency === currency);
  if (!account) return false;
  return account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0;
}

export const anyLimitReached = (limits: readonly UserLimit[], currency: string | null): boolean =>
  limits.some((limit) => isLimitReached(limit, currency));

/** The profile's limits page (its path within the locale). */
export const PROFILE_LIMITS_PATH = '/profile/limits';

/**
 * The hook the game page calls before real play: the limits page to go to when a limit is
 * reached, else null.
 */
export const reachedLimitsRedirect = (
  limits: readonly UserLimit[],
  currency: string | null,
): string | null => (anyLimitReached(limits, currency) ? PROFILE_LIMITS_PATH : null);

/** The player's limits, until the limits issue serves them: none. */
export const currentPlayerLimits = async (): Promise<UserLimit[]> => [];
