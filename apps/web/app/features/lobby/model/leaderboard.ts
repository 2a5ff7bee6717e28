import type { JackpotWin } from '@orbit/contract';
import { numberFormat, shiftDecimal } from '~/shared/money.ts';
import { pick } from '~/shared/pick.ts';
import type { ShownJackpot } from './jackpots.ts';

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

const WIN_FIELDS = [
  'user_name',
  'created_at',
  'amount_cents',
  'jackpot_name',
  'jackpot_level_name',
  'jackpot_external_code',
] as const;

/** What a leaderboard reads of a win (the jackpots query of wins keeps this form alone). */
export type LeaderboardWin = Pick<JackpotWin, (typeof WIN_FIELDS)[number]>;

export const leaderboardWin = (win: LeaderboardWin): LeaderboardWin => pick(win, WIN_FIELDS);

/** Latest = the server's order; biggest = by amount, largest first (ties keep the server's order). */
export function leaderboardEntries<W extends LeaderboardWin>(
  wins: readonly W[],
  tab: LeaderboardTab,
  size = LEADERBOARD_SIZE,
): W[] {
  const list = tab === 'biggest' ? [...wins].sort((a, b) => b.amount_cents - a.amount_cents) : [...wins];
  return list.slice(0, size);
}

/**
 * The wins either tab of the lobby's leaderboard shows, in the server's order: both tabs read the
 * same entries from them as from the whole list (the lobby's page carries these alone).
 */
export function shownWins<W extends LeaderboardWin>(wins: readonly W[]): W[] {
  const shown = new Set(LEADERBOARD_TABS.flatMap((tab) => leaderboardEntries(wins, tab)));
  return wins.filter((win) => shown.has(win));
}

/** `amount_cents` divided by 100 with exactly 2 decimals, grouped for `locale` (`1,234.50`). */
export function winAmount(amountCents: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    shiftDecimal(amountCents, 2) as Intl.StringNumericLiteral,
  );
}

/** The wins of one jackpot (matched by its external code, else its name). */
export const winsOf = <W extends LeaderboardWin>(
  wins: readonly W[],
  jackpot: Pick<ShownJackpot, 'external_id' | 'name'>,
) =>
  wins.filter((win) =>
    win.jackpot_external_code
      ? win.jackpot_external_code === jackpot.external_id
      : win.jackpot_name === jackpot.name,
  );
