import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useNow } from '~/shared/use-now.ts';
import { useLotteries } from '../api/get-lotteries.ts';
import { usePlayerTournaments } from '../api/get-player-tournaments.ts';
import { useRecentTournaments } from '../api/get-recent-tournaments.ts';
import { useTournaments } from '../api/get-tournaments.ts';
import {
  LEADERBOARD_PATH,
  listedLotteries,
  TOURNAMENT_TABS,
  type TournamentTab,
  tournamentsOfTab,
} from '../model/tournaments.ts';
import { LotteryCard } from './lottery-card.tsx';
import { TournamentCard } from './tournament-card.tsx';

/** The time lists are sorted by: the page's first render uses the clock too (a minute's tick is plenty). */
export const useListNow = () => useNow(60_000) ?? Date.now();

/**
 * `/tournaments` and its tabs: all, producers, lotteries, actions, achievements (the
 * achievements feature's panel, given by the route), archive.
 */
export function TournamentsPage({ tab, achievements }: { tab: TournamentTab; achievements?: ReactNode }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 focus:outline-none"
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black tracking-tight">{t('tournaments.page.title')}</h1>
        <p className="text-ink-muted">{t('tournaments.page.intro')}</p>
        <p>
          <Link to={href(LEADERBOARD_PATH)} className="font-semibold text-brand hover:underline">
            {t('tournaments.page.leaderboard_link')}
          </Link>
        </p>
      </header>
      <Tabs tab={tab} />
      {tab === 'achievements' && achievements ? (
        // The achievements panel brings its own heading.
        achievements
      ) : (
        <section
          aria-labelledby="tournaments-tab-title"
          className="flex flex-col gap-4"
          data-testid="tournaments-tab"
        >
          <h2 id="tournaments-tab-title" className="text-xl font-bold">
            {t(`tournaments.tabs.${tab}`)}
          </h2>
          {tab === 'lotteries' ? (
            <LotteriesList />
          ) : tab === 'achievements' ? (
            <p
              className="rounded-xl bg-surface-2 p-6 text-center text-ink-muted"
              data-testid="achievements-empty"
            >
              {t('tournaments.achievements.empty')}
            </p>
          ) : (
            <TournamentsList tab={tab} />
          )}
        </section>
      )}
    </main>
  );
}

function Tabs({ tab }: { tab: TournamentTab }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <nav aria-label={t('tournaments.tabs.label')} className="overflow-x-auto border-b border-surface-3">
      <ul className="flex gap-1">
        {TOURNAMENT_TABS.map((item) => (
          <li key={item.id}>
            <Link
              to={href(item.path)}
              preventScrollReset
              aria-current={item.id === tab ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 font-medium ${item.id === tab ? 'border-brand text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`}
            >
              {t(`tournaments.tabs.${item.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TournamentsList({ tab }: { tab: TournamentTab }) {
  const { t } = useTranslation();
  const { signedIn } = usePlayer();
  const now = useListNow();
  const all = useTournaments(tab !== 'archive');
  const mine = usePlayerTournaments(tab === 'actions' && signedIn);
  const recent = useRecentTournaments(tab === 'archive');
  const queries = tab === 'archive' ? [recent] : tab === 'actions' && signedIn ? [mine] : [all];
  if (queries.some((q) => q.isError)) return <FormError message={t('tournaments.errors.load')} />;
  if (queries.some((q) => !q.data)) return <p role="status">{t('tournaments.loading')}</p>;
  const shown = tournamentsOfTab(
    tab,
    { all: all.data ?? [], mine: signedIn ? (mine.data ?? []) : null, recent: recent.data ?? [] },
    now,
  );
  if (shown.length === 0)
    return (
      <p className="rounded-xl bg-surface-2 p-6 text-center text-ink-muted" data-testid="tournaments-empty">
        {t(`tournaments.empty.${tab}`)}
      </p>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((tournament) => (
        <li key={tournament.id} className="flex">
          <TournamentCard tournament={tournament} />
        </li>
      ))}
    </ul>
  );
}

function LotteriesList() {
  const { t } = useTranslation();
  const lotteries = useLotteries();
  if (lotteries.isError) return <FormError message={t('tournaments.errors.load')} />;
  if (!lotteries.data) return <p role="status">{t('tournaments.loading')}</p>;
  const shown = listedLotteries(lotteries.data);
  if (shown.length === 0)
    return (
      <p className="rounded-xl bg-surface-2 p-6 text-center text-ink-muted" data-testid="tournaments-empty">
        {t('tournaments.empty.lotteries')}
      </p>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((lottery) => (
        <li key={lottery.id} className="flex">
          <LotteryCard lottery={lottery} />
        </li>
      ))}
    </ul>
  );
}
