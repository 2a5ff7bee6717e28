import type { Gift } from '@orbit/contract';
import { ApiError } from '~/shared/api/client.ts';

/** The withdrawal refusal that asks to cancel the wagering bonus first (`cancel_bonus_id`). */
export const WAGERING_IN_PROGRESS = 'bonuses.wagering_in_progress';

/** Whether a failed withdrawal was refused because a bonus still wagers. */
export const isWageringRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 422 &&
  (error.fieldErrors.cancel_bonus_id ?? []).includes(WAGERING_IN_PROGRESS);

/** The gift that wagers now (stage `handle_bets`) in the player's currency, if any. */
export const wageringGift = (gifts: readonly Gift[], currency: string): Gift | null =>
  gifts.find((gift) => gift.stage === 'handle_bets' && gift.currency === currency) ??
  gifts.find((gift) => gift.stage === 'handle_bets') ??
  null;

/**
 * An amount of `cancel_info` (major units as text, `"12.50"`) in minor units, exactly (no floating
 * point); null when it is not such a number or has more decimals than the currency.
 */
export function majorUnitsToCents(text: string, subunitsToUnit: number): number | null {
  const decimals = Math.max(0, Math.round(Math.log10(Math.max(1, subunitsToUnit))));
  const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) return null;
  const cents =
    Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}
