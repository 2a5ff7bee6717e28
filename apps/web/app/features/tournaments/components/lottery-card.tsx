import type { Lottery } from '@orbit/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Countdown } from './countdown.tsx';
import { useMoney } from './use-money.ts';

/** A lottery in the lotteries tab: its title linking to `/lottery/{slug}`, time status, pool, the player's tickets. */
export function LotteryCard({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const money = useMoney();
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="flex w-full flex-col gap-3 rounded-2xl bg-surface-2 p-5"
      data-testid="lottery-card"
    >
      <h3 id={id} className="text-lg font-bold">
        <Link to={href(`/lottery/${lottery.slug}`)} className="hover:underline">
          {lottery.title}
        </Link>
      </h3>
      <Countdown item={lottery} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('tournaments.card.pool')}</dt>
        <dd className="font-semibold">
          {lottery.money_budget_cents > 0
            ? money(lottery.money_budget_cents, lottery.currency)
            : t('tournaments.card.no_pool')}
        </dd>
        {lottery.tickets.length > 0 ? (
          <>
            <dt className="text-ink-muted">{t('tournaments.lottery.tickets_label')}</dt>
            <dd>{t('tournaments.lottery.tickets', { count: lottery.tickets.length })}</dd>
          </>
        ) : null}
      </dl>
      <Link
        to={href(`/lottery/${lottery.slug}`)}
        className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
        aria-label={t('tournaments.card.open_named', { title: lottery.title })}
      >
        {t('tournaments.lottery.open')}
      </Link>
    </article>
  );
}
