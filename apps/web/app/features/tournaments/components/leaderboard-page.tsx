import type { Tournament, TournamentPlayerStatus } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useStatuses } from '../api/get-statuses.ts';
import { useTournaments } from '../api/get-tournaments.ts';
import { TOURNAMENTS_KEY } from '../api/keys.ts';
import { runningTournaments, TOURNAMENTS_PATH } from '../model/tournaments.ts';
import { Countdown } from './countdown.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { useListNow } from './tournaments-page.tsx';
import { useLiveStatuses } from './use-live-statuses.ts';

/**
 * `/leaderboard`: one section per running tournament the viewer can see, with its leaders and
 * (signed in) the player's own place, fetched together through `/batch`; live on `tournaments_statuses`.
 */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { signedIn } = usePlayer();
  const queryClient = useQueryClient();
  const now = useListNow();
  const list = useTournaments();
  const running = runningTournaments(list.data ?? [], now);
  const ids = running.map((tournament) => tournament.id);
  const statuses = useStatuses(ids, signedIn);
  useLiveStatuses(ids, () => {
    void queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
  });
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 focus:outline-none"
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black tracking-tight">{t('tournaments.leaderboard_page.title')}</h1>
        <p className="text-ink-muted">{t('tournaments.leaderboard_page.intro')}</p>
      </header>
      {list.isError ? <FormError message={t('tournaments.errors.load')} /> : null}
      {!list.data && !list.isError ? <p role="status">{t('tournaments.loading')}</p> : null}
      {list.data && running.length === 0 ? (
        <p className="rounded-xl bg-surface-2 p-6 text-center text-ink-muted" data-testid="tournaments-empty">
          {t('tournaments.leaderboard_page.empty')}{' '}
          <Link to={href(TOURNAMENTS_PATH)} className="font-semibold text-brand hover:underline">
            {t('tournaments.leaderboard_page.see_all')}
          </Link>
        </p>
      ) : null}
      {running.map((tournament) => (
        <TournamentBoard
          key={tournament.id}
          tournament={tournament}
          own={statuses.data?.find((s) => s.tournament_id === tournament.id) ?? null}
        />
      ))}
    </main>
  );
}

function TournamentBoard({
  tournament,
  own,
}: {
  tournament: Tournament;
  own: TournamentPlayerStatus | null;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-5"
      data-testid="leaderboard-section"
    >
      <h2 id={id} className="text-xl font-bold">
        <Link to={href(`/tournaments/${tournament.slug}`)} className="hover:underline">
          {tournament.title}
        </Link>
      </h2>
      <Countdown item={tournament} />
      <LeaderboardTable
        tournament={tournament}
        leaders={tournament.top_players}
        own={own}
        caption={t('tournaments.leaderboard.caption', { title: tournament.title })}
      />
    </section>
  );
}
