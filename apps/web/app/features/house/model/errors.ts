import { ApiError, NetworkError } from '~/shared/api/client.ts';

/** Refusal codes of the house API (`{error: code}`) that the frame explains in words of its own. */
const CODES = new Set([
  'round_open',
  'round_closed',
  'round_changed',
  'seeds_rotated',
  'not_started',
  'betting_closed',
  'too_late',
  'limit_reached',
  'no_free_spins',
]);

/**
 * The translation key of why a bet or an action was refused. The server names engine refusals
 * `house.errors.<key>` in a 422; anything unknown falls back to a generic message (`exists`
 * tells whether the catalogue has the key).
 */
export function refusalKey(error: unknown, exists: (key: string) => boolean): string {
  if (error instanceof NetworkError) return 'house.errors.network';
  if (!(error instanceof ApiError)) return 'house.errors.generic';
  if (error.status === 404) return 'house.errors.session_expired';
  if (error.status === 401) return 'house.errors.signed_out';
  if (error.status === 422) {
    const fields = error.fieldErrors;
    const key = [...(fields.bet ?? []), ...(fields.action ?? []), ...Object.values(fields).flat()][0];
    if (key?.startsWith('house.errors.') && exists(key)) return key;
    return 'house.errors.bet_invalid';
  }
  const code = error.code;
  if (code && CODES.has(code)) return `house.errors.${code}`;
  return 'house.errors.generic';
}
