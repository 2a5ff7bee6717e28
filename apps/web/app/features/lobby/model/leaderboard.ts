import type { Jackpot, JackpotWin } from '@orbit/contract';
import { numberFormat, shiftDecimal } from '~/shared/money.ts';

/** 5 entries, names cut to 6 characters + ***, cents / 100 with 2 decimals. */
export const LEADERBOARD_SIZE = 5;
const NAME_LENGTH = 6;

export const LEADERBOARD_TABS = ['biggest', 'latest'] as const;
export type LeaderboardTab = (typeof LEADERBOARD_TABS)[number];

/** A winner's name as the public sees it: its first 6 characters, then `***`. */
export function maskWinnerName(name: string): string {
  // By code point, so an emoji or accented letter is never cut in half.
  return `${Array.from(name.trim()).slice(0, NAME_LENGTH).join('')}***`;
}

/** Latest = the server's order; biggest = by amount, largest first (ties keep the server's order). */
export function leaderboardEntries(
  wins: readonly JackpotWin[],
  tab: LeaderboardTab,
  size = LEADERBOARD_SIZE,
): JackpotWin[] {
  const list = tab === 'biggest' ? [...wins].sort((a, b) => b.amount_cents - a.amount_cents) : [...wins];
  return list.slice(0, size);
}

/** `amount_cents` divided by 100 with exactly 2 decimals, grouped for `locale` (`1,234.50`). */
export function winAmount(amountCents: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    shiftDecimal(amountCents, 2) as Intl.StringNumericLiteral,
  );
}

/** The wins of one jackpot (matched by its external code, else its name). */
export const winsOf = (wins: readonly JackpotWin[], jackpot: Pick<Jackpot, 'external_id' | 'name'>) =>
  wins.filter((win) =>
    win.jackpot_external_code
      ? win.jackpot_external_code === jackpot.external_id
      : win.jackpot_name === jackpot.name,
  );
