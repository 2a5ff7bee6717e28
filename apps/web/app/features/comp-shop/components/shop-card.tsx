import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { Button } from '~/shared/ui/button.tsx';
import { gameName } from '../model/games.ts';
import { isWheelCard, moneyRate, type ShopCard } from '../model/shop.ts';
import { useCoinsFormat } from './use-coins-format.ts';
import { useRewardMoney } from './use-reward-money.ts';

const BADGE_STYLES: Record<NonNullable<ShopCard['badge']>, string> = {
  popular: 'bg-brand text-white',
  new: 'bg-accent text-surface',
  vip: 'bg-gradient-to-r from-amber-300 to-amber-500 text-surface',
};

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong';

/** What one of a card gives, in words: money in the player's currency (else EUR), spins and their game, a lootbox, tickets. */
export function useRewardText(): (card: ShopCard, currency: string, count?: number) => string {
  const { t } = useTranslation();
  const money = useRewardMoney();
  return (card, currency, count = 1) => {
    switch (card.kind) {
      case 'money': {
        const rate = moneyRate(card, currency);
        return rate
          ? t('comp.reward.money', { amount: money(rate.amount_cents * count, rate.currency) })
          : t('comp.reward.money_unavailable');
      }
      case 'freespins': {
        const spins = (card.rate.freespins_count ?? 0) * count;
        const game = gameName(card.games[0]);
        return game
          ? t('comp.reward.freespins_on', { count: spins, game })
          : t('comp.reward.freespins', { count: spins });
      }
      case 'lootboxes':
        return isWheelCard(card)
          ? t('comp.reward.wheel', { count })
          : t('comp.reward.lootbox', { count, title: card.title });
      default:
        return t('comp.reward.tickets', { count });
    }
  };
}

/**
 * One card of the shop: its badge, title, what it gives, the wager on it and its price in coins.
 * A player opens the purchase popup; a guest is sent to registration.
 */
export function ShopCardView({
  card,
  currency,
  signedIn,
  onBuy,
}: {
  card: ShopCard;
  currency: string;
  signedIn: boolean;
  onBuy: (card: ShopCard) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const titleId = useId();
  const coins = useCoinsFormat();
  const reward = useRewardText();
  const cost = card.rate.points;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex w-full flex-col gap-3 rounded-2xl border border-white/10 bg-surface-2 p-5 shadow-lg shadow-black/20"
      data-testid="comp-card"
      data-group={card.group}
    >
      {card.badge ? (
        <span
          className={`self-start rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ${BADGE_STYLES[card.badge]}`}
          data-testid="comp-card-badge"
        >
          {t(`comp.badges.${card.badge}`)}
        </span>
      ) : null}
      <h3 id={titleId} className="text-lg font-bold">
        {card.title}
      </h3>
      <p className="text-ink" data-testid="comp-card-reward">
        {t('comp.card.gives', { reward: reward(card, currency) })}
      </p>
      <p className="text-sm text-ink-muted" data-testid="comp-card-wager">
        {card.wager > 0 ? t('comp.card.wager', { wager: card.wager }) : t('comp.card.no_wager')}
      </p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-2">
        <p className="text-xl font-black tabular-nums text-accent" data-testid="comp-card-cost">
          {t('comp.card.cost', { count: cost, coins: coins(cost) })}
        </p>
        {signedIn ? (
          <Button onClick={() => onBuy(card)} aria-describedby={titleId}>
            {t('comp.card.buy')}
          </Button>
        ) : (
          <Link to={modalHref(location, 'registration')} className={linkButton} aria-describedby={titleId}>
            {t('comp.card.sign_up')}
          </Link>
        )}
      </div>
    </article>
  );
}
