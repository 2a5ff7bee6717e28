import type { GameHistoryItem } from '@orbit/contract';

/** The verifier page for one round (`?round=` is what it reads). */
export const verifyHref = (item: Pick<GameHistoryItem, 'bet_id'>): string =>
  `/provably-fair?round=${item.bet_id}`;

/**
 * An amount of the history (major units, as the reference serves them): at least two decimals,
 * up to eight for crypto, with the locale's separators.
 */
export function historyAmount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value);
}

/** A round's time: in UTC until the page runs in the browser, which knows the player's zone. */
export function historyTime(iso: string, locale: string, local: boolean): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  const text = new Intl.DateTimeFormat(locale, local ? options : { ...options, timeZone: 'UTC' }).format(
    new Date(iso),
  );
  return local ? text : `${text} UTC`;
}
