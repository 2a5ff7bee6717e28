/**
 * The server names bonus refusals `bonuses.<reason>` (e.g. `bonuses.code_unknown`); the web
 * translates them in the promotions catalogue as `promotions.errors.<reason>`.
 */
export const BONUS_ERROR_REASONS = [
  'code_unknown',
  'code_expired',
  'code_used_up',
  'code_not_for_you',
  'code_wrong_currency',
  'code_already_used',
  'unavailable',
  'not_activatable',
  'not_cancelable',
  'offer_not_available',
  'wagering_in_progress',
] as const;

const PREFIX = 'bonuses.';

/** A server key as the web's key: `bonuses.x` → `promotions.errors.x`; other keys stay. */
export function bonusErrorKey(key: string): string {
  if (!key.startsWith(PREFIX)) return key;
  const reason = key.slice(PREFIX.length);
  return (BONUS_ERROR_REASONS as readonly string[]).includes(reason)
    ? `promotions.errors.${reason}`
    : 'promotions.errors.generic';
}

/** Every key of a 422's field errors through `bonusErrorKey`. */
export function bonusFieldErrors(fields: Readonly<Record<string, string[]>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map(bonusErrorKey)]));
}
