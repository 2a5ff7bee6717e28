import { ApiError } from '~/shared/api/client.ts';

/**
 * What a failed gift action says: the server's own key (`bonuses.not_activatable`), the
 * responsible-gambling block, a gift that is not the player's, else a general failure.
 */
export function giftActionError(error: unknown): string {
  if (!(error instanceof ApiError)) return 'gifts.errors.action';
  const base = error.fieldErrors.base?.[0];
  if (base) return base;
  if (error.code === 'bonuses_blocked_by_limits') return 'gifts.errors.blocked_by_limits';
  if (error.status === 404) return 'gifts.errors.not_found';
  return 'gifts.errors.action';
}
