import type { TournamentPrize } from '@orbit/contract';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useMoney } from './use-money.ts';

/** What a prize place pays: money, free spins, or a bonus (with its wagering when there is one). */
export function usePrizeText(): (prize: TournamentPrize, currency: string) => string {
  const { t } = useTranslation();
  const money = useMoney();
  return (prize, currency) => {
    if (prize.kind === 'freespins') return t('tournaments.prize.freespins', { count: prize.freespins_count });
    const amount = money(prize.money_award_cents, currency);
    if (prize.kind === 'bonus')
      return prize.wager_multiplier > 0
        ? t('tournaments.prize.bonus_wager', { amount, wager: prize.wager_multiplier })
        : t('tournaments.prize.bonus', { amount });
    return amount;
  };
}

/** The pool a card shows: the money places' sum, and the free spins beside it. */
export function usePoolText(): (t: {
  money_prize_pool_cents: number;
  currency: string;
  prizes: TournamentPrize[];
}) => string | null {
  const { t } = useTranslation();
  const money = useMoney();
  return (tournament) => {
    const spins = tournament.prizes.reduce(
      (sum, p) => sum + (p.kind === 'freespins' ? p.freespins_count : 0),
      0,
    );
    const parts: string[] = [];
    if (tournament.money_prize_pool_cents > 0)
      parts.push(money(tournament.money_prize_pool_cents, tournament.currency));
    if (spins > 0) parts.push(t('tournaments.prize.freespins', { count: spins }));
    return parts.length > 0 ? parts.join(' + ') : null;
  };
}
