/**
 * The server names bonus refusals `bonuses.<reason>` (e.g. `bonuses.code_unknown`); the `bonuses`
 * catalogue translates them. Where the promotions say it better for the place it shows up (the
 * offer refused with a deposit: change the amount or drop it), the key is the promotions' own.
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

const OWN_WORDING: Readonly<Record<string, string>> = {
  'bonuses.offer_not_available': 'promotions.errors.offer_not_available',
};

/** The key a form shows for a server key: the promotions' own wording where it has one. */
export const bonusErrorKey = (key: string): string => OWN_WORDING[key] ?? key;

/** Every key of a 422's field errors through `bonusErrorKey`. */
export function bonusFieldErrors(fields: Readonly<Record<string, string[]>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map(bonusErrorKey)]));
}
