import type { CashbackTerms } from '@orbit/contract';

/**
 * The cashback a promotions card headlines: the best one the player gets, else (a guest, or a
 * player who gets none) the best one open to everybody, else the first listed; null when none runs.
 */
export function headlineCashback(terms: readonly CashbackTerms[]): CashbackTerms | null {
  const best = (list: readonly CashbackTerms[]) =>
    list.reduce<CashbackTerms | null>(
      (top, item) => (top === null || item.percent > top.percent ? item : top),
      null,
    );
  return (
    best(terms.filter((item) => item.eligible === true)) ??
    best(terms.filter((item) => !item.members_only)) ??
    terms[0] ??
    null
  );
}

/** How a cashback is paid, which decides its words: real money, a bonus with or without wagering. */
export type CashbackPayout = 'real' | 'bonus_wager' | 'bonus_free';

export const payoutOf = (terms: CashbackTerms): CashbackPayout =>
  terms.reward === 'real' ? 'real' : terms.wager_multiplier > 0 ? 'bonus_wager' : 'bonus_free';

/** Whose the cashback is, as the page says it: the player's, some groups' only, not theirs, or a guest's to sign up for. */
export type CashbackStanding = 'yours' | 'members_only' | 'not_available' | 'guest';

export function standingOf(terms: CashbackTerms): CashbackStanding {
  if (terms.eligible) return 'yours';
  if (terms.members_only) return 'members_only';
  return terms.eligible === null ? 'guest' : 'not_available';
}
