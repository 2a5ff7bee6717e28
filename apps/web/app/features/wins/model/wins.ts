import type { WinItem } from '@orbit/contract';

/** A big win: the `wins` channel's event, also the item of `GET /api/stats/winners/latest`. */
export type { WinItem };

/** The feed shows this many wins, the newest first. */
export const LATEST_WINS_SHOWN = 10;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `wins` event with what the feed shows (anything else on the channel is ignored). */
export function isWinItem(data: unknown): data is WinItem {
  return (
    isRecord(data) &&
    typeof data.at === 'number' &&
    typeof data.nickname === 'string' &&
    typeof data.game_identifier === 'string' &&
    typeof data.game_title === 'string' &&
    typeof data.game_table_url === 'string' &&
    Number.isInteger(data.win_amount_cents) &&
    typeof data.currency === 'string'
  );
}

const sameWin = (a: WinItem, b: WinItem) =>
  a.at === b.at &&
  a.nickname === b.nickname &&
  a.game_identifier === b.game_identifier &&
  a.win_amount_cents === b.win_amount_cents;

/** A live win goes first; the feed keeps the last ten (a win already listed is not repeated). */
export function prependWin(wins: readonly WinItem[] | undefined, win: WinItem): WinItem[] {
  const rest = (wins ?? []).filter((w) => !sameWin(w, win));
  return [win, ...rest].slice(0, LATEST_WINS_SHOWN);
}

/** Only a safe site path is followed from an event: no other origin, no `javascript:`. */
export function safeGamePath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
