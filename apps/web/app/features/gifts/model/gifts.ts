import {
  countsAsActiveGift,
  type FreeSpinIssue,
  type Gift,
  isGiftActivatable,
  wageringPercent,
} from '@orbit/contract';

/** The fields the page's rules read of either kind of gift. */
type Activatable = Pick<Gift, 'stage' | 'activatable' | 'activatable_until'> & {
  amount_wager_requirement_cents?: number;
};

/** A realtime change or an action's answer: it replaces the item with its id, or joins first (newest). */
export function replaceById<T extends { id: number }>(list: T[] | undefined, item: T): T[] | undefined {
  if (!list) return list;
  if (!list.some((entry) => entry.id === item.id)) return [item, ...list];
  return list.map((entry) => (entry.id === item.id ? item : entry));
}

/** The Activate button: an issued gift the rules call activatable (one already playing is not). */
export const canActivate = (gift: Activatable): boolean => gift.stage === 'issued' && isGiftActivatable(gift);

/** The header's gifts count: the bonuses and free spins that are not finished. */
export function activeGiftsCount(
  bonuses: readonly { stage: string }[] | undefined,
  freespins: readonly { stage: string }[] | undefined,
): number {
  return (
    (bonuses ?? []).filter(countsAsActiveGift).length + (freespins ?? []).filter(countsAsActiveGift).length
  );
}

export interface WageringProgress {
  wageredCents: number;
  totalCents: number;
  /** Wagered ÷ total, floored whole percent. */
  percent: number;
}

/**
 * The balance's wagering: the sums of wagered and required over the gifts in `currency` that are
 * wagering now (`handle_bets`); null when none of them asks for a wager.
 */
export function wageringProgress(
  gifts: readonly Gift[] | undefined,
  currency: string,
): WageringProgress | null {
  const wagering = (gifts ?? []).filter((gift) => gift.currency === currency && gift.stage === 'handle_bets');
  const totalCents = wagering.reduce((sum, gift) => sum + gift.amount_wager_requirement_cents, 0);
  if (totalCents <= 0) return null;
  const wageredCents = wagering.reduce((sum, gift) => sum + gift.amount_wager_cents, 0);
  return { wageredCents, totalCents, percent: wageringPercent(wageredCents, totalCents) };
}

/** The deadline an active gift shows: activate by `activatable_until` while issued, else its end. */
export function giftDeadline(gift: {
  stage: string;
  activatable_until: string | null;
  valid_until: string | null;
}): { kind: 'activate' | 'expires'; at: string } | null {
  if (gift.stage === 'issued' && gift.activatable_until)
    return { kind: 'activate', at: gift.activatable_until };
  return gift.valid_until ? { kind: 'expires', at: gift.valid_until } : null;
}

/**
 * A major-units amount of the cancel info (`"12.50"`, `"-3"`) in minor units, exactly; null when it
 * is not a number with at most the currency's decimals.
 */
export function majorToCents(text: string, subunitsToUnit: number): number | null {
  const decimals = Math.max(0, Math.round(Math.log10(Math.max(1, subunitsToUnit))));
  const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const cents = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return sign === '-' ? -cents : cents;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `bonuses_changes` comes over the network: the fields the page and the header read are checked. */
export function isGiftEvent(data: unknown): data is Gift {
  return (
    isRecord(data) &&
    Number.isInteger(data.id) &&
    typeof data.title === 'string' &&
    typeof data.stage === 'string' &&
    typeof data.currency === 'string' &&
    Number.isInteger(data.amount_cents) &&
    Number.isInteger(data.amount_wager_cents) &&
    Number.isInteger(data.amount_wager_requirement_cents)
  );
}

/** `freespins_changes`, checked the same way. */
export function isFreeSpinEvent(data: unknown): data is FreeSpinIssue {
  return (
    isRecord(data) &&
    Number.isInteger(data.id) &&
    typeof data.title === 'string' &&
    typeof data.stage === 'string' &&
    Number.isInteger(data.freespins_total)
  );
}

/** Wheel and chance prizes are shown by their own game, not announced as gifts. */
const UNANNOUNCED_GROUP = /^(manual_wheel|wheel|chance)/;

/** A change is announced ("you received a gift") only when the gift was just issued. */
export const isAnnouncedIssue = (gift: { stage: string; group_key?: string }): boolean =>
  gift.stage === 'issued' && !UNANNOUNCED_GROUP.test(gift.group_key ?? '');
