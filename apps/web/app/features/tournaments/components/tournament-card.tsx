import type { Tournament } from '@orbit/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { scoreOf } from '../model/tournaments.ts';
import { Countdown } from './countdown.tsx';
import { useScoreText } from './leaderboard-table.tsx';
import { usePoolText } from './prize-text.tsx';

/** A tournament in a list: title (its page's link), time status, prize pool, how it ranks, the top 3. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const id = useId();
  const pool = usePoolText()(tournament);
  const score = useScoreText();
  const top = tournament.top_players.slice(0, 3);
  return (
    <article
      aria-labelledby={id}
      className="flex w-full flex-col gap-3 rounded-2xl bg-surface-2 p-5"
      data-testid="tournament-card"
    >
      <h3 id={id} className="text-lg font-bold">
        <Link to={href(`/tournaments/${tournament.slug}`)} className="hover:underline">
          {tournament.title}
        </Link>
      </h3>
      <Countdown item={tournament} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('tournaments.card.pool')}</dt>
        <dd className="font-semibold" data-testid="tournament-pool">
          {pool ?? t('tournaments.card.no_pool')}
        </dd>
        <dt className="text-ink-muted">{t('tournaments.card.ranking')}</dt>
        <dd>{t(`tournaments.strategy.${tournament.strategy}`)}</dd>
      </dl>
      <div className="text-sm">
        <h4 className="font-semibold">{t('tournaments.card.top')}</h4>
        {top.length === 0 ? (
          <p className="text-ink-muted">{t('tournaments.card.no_players')}</p>
        ) : (
          <ol className="mt-1 flex flex-col gap-1">
            {top.map((player) => (
              <li key={`${player.award_place}-${player.nickname}`} className="flex justify-between gap-2">
                <span className="break-all">
                  <span className="mr-2 tabular-nums text-ink-muted">{player.award_place}.</span>
                  {player.nickname}
                </span>
                <span className="tabular-nums">
                  {score(scoreOf(tournament.strategy, player), tournament.currency)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <Link
        to={href(`/tournaments/${tournament.slug}`)}
        className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
        aria-label={t('tournaments.card.open_named', { title: tournament.title })}
      >
        {t('tournaments.card.open')}
      </Link>
    </article>
  );
}
