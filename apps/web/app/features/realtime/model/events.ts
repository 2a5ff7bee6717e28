import type { Account, Jackpot, JackpotWinAward } from '@orbit/contract';

/**
 * The contract types each channel's payload, but it still comes over the network: a handler
 * checks the fields its reaction relies on before it touches the query cache or the page (a
 * malformed event is ignored instead of breaking the header, the lobby or a dialog).
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isAccountEvent(data: unknown): data is Account {
  return (
    isRecord(data) &&
    typeof data.currency === 'string' &&
    Number.isInteger(data.amount_cents) &&
    Number.isInteger(data.available_to_cashout_cents)
  );
}

export function isJackpotEvent(data: unknown): data is Jackpot {
  return isRecord(data) && Number.isInteger(data.id) && Array.isArray(data.levels);
}

/** `balance`: replaces the account with the same currency, or adds it. */
export function replaceAccount(accounts: Account[] | undefined, account: Account): Account[] | undefined {
  if (!accounts) return accounts;
  const at = accounts.findIndex((a) => a.currency === account.currency);
  if (at === -1) return [...accounts, account];
  return accounts.map((a, i) => (i === at ? { ...a, ...account } : a));
}

/** `jackpots_changes`: replaces the jackpot with the same id; others stay. */
export function replaceJackpot<J extends Pick<Jackpot, 'id'>>(
  jackpots: J[] | undefined,
  jackpot: J,
): J[] | undefined {
  if (!jackpots?.some((j) => j.id === jackpot.id)) return jackpots;
  return jackpots.map((j) => (j.id === jackpot.id ? jackpot : j));
}

/** `jackpot_win_award`: the level the player won, shown in a dialog. */
export function isJackpotWinAward(data: unknown): data is JackpotWinAward {
  return (
    isRecord(data) &&
    Number.isInteger(data.jackpot_id) &&
    typeof data.jackpot_title === 'string' &&
    typeof data.level === 'string' &&
    Number.isInteger(data.amount_cents) &&
    typeof data.currency === 'string'
  );
}
