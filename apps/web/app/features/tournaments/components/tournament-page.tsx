import type { Tournament, TournamentPlayerStatus } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useConfirmTournament } from '../api/confirm-tournament.ts';
import { useTournament } from '../api/get-tournament.ts';
import { useTournamentStatus } from '../api/get-tournament-status.ts';
import { tournamentsKeys } from '../api/keys.ts';
import { needsConfirmation, scoreOf, TOURNAMENTS_PATH, tournamentStatus } from '../model/tournaments.ts';
import { Countdown } from './countdown.tsx';
import { GamesList } from './games-list.tsx';
import { LeaderboardTable, useScoreText } from './leaderboard-table.tsx';
import { usePoolText } from './prize-text.tsx';
import { PrizesTable } from './prizes-table.tsx';
import { useListNow } from './tournaments-page.tsx';
import { useLiveStatuses } from './use-live-statuses.ts';

/**
 * `/tournaments/{slug}`: the rules, the countdown, the prizes, the leaderboard (top 50, the
 * player's own row marked or added under it), the games that count, and taking part. The
 * leaderboard and the player's standing follow `tournaments_statuses` live.
 */
export function TournamentPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { signedIn } = usePlayer();
  const queryClient = useQueryClient();
  const tournament = useTournament(slug);
  const id = tournament.data?.id;
  const status = useTournamentStatus(id, signedIn);
  useLiveStatuses(id === undefined ? [] : [id], () => {
    if (id === undefined) return;
    void queryClient.invalidateQueries({ queryKey: tournamentsKeys.one(slug, locale) });
    void queryClient.invalidateQueries({ queryKey: tournamentsKeys.status(id) });
  });
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 focus:outline-none"
    >
      <nav aria-label={t('tournaments.page.breadcrumb')}>
        <Link to={href(TOURNAMENTS_PATH)} className="text-sm text-brand hover:underline">
          {t('tournaments.page.back')}
        </Link>
      </nav>
      {tournament.isError ? <FormError message={t('tournaments.errors.load')} /> : null}
      {!tournament.data && !tournament.isError ? <p role="status">{t('tournaments.loading')}</p> : null}
      {tournament.data ? (
        <TournamentView
          tournament={tournament.data}
          status={signedIn ? (status.data ?? null) : null}
          signedIn={signedIn}
        />
      ) : null}
    </main>
  );
}

function TournamentView({
  tournament,
  status,
  signedIn,
}: {
  tournament: Tournament;
  status: TournamentPlayerStatus | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const pool = usePoolText()(tournament);
  return (
    <>
      <header className="flex flex-col gap-3 rounded-3xl bg-gradient-to-br from-brand via-fuchsia-700 to-indigo-700 p-6 text-white sm:p-8">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{tournament.title}</h1>
        <Countdown item={tournament} onBrand />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:max-w-lg">
          <dt className="text-white/75">{t('tournaments.card.pool')}</dt>
          <dd className="font-bold" data-testid="tournament-pool">
            {pool ?? t('tournaments.card.no_pool')}
          </dd>
          <dt className="text-white/75">{t('tournaments.card.ranking')}</dt>
          <dd>{t(`tournaments.strategy.${tournament.strategy}`)}</dd>
          <dt className="text-white/75">{t('tournaments.page.currency')}</dt>
          <dd>{tournament.currency}</dd>
        </dl>
        <Participation tournament={tournament} status={status} signedIn={signedIn} />
      </header>

      <section aria-labelledby="tournament-rules" className="flex flex-col gap-2">
        <h2 id="tournament-rules" className="text-xl font-bold">
          {t('tournaments.page.rules')}
        </h2>
        {tournament.description ? (
          tournament.description.split(/\n{2,}/).map((paragraph, i) => (
            // Paragraphs of the operator's plain text; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: static text split once
            <p key={i} className="whitespace-pre-line text-ink-muted">
              {paragraph}
            </p>
          ))
        ) : (
          <p className="text-ink-muted">{t(`tournaments.strategy.${tournament.strategy}`)}</p>
        )}
        {tournament.min_bet_cents > 0 ? <MinBet tournament={tournament} /> : null}
      </section>

      <section aria-labelledby="tournament-leaderboard" className="flex flex-col gap-2">
        <h2 id="tournament-leaderboard" className="text-xl font-bold">
          {t('tournaments.leaderboard.title')}
        </h2>
        <LeaderboardTable
          tournament={tournament}
          leaders={tournament.top_players}
          own={status}
          caption={t('tournaments.leaderboard.caption', { title: tournament.title })}
        />
      </section>

      <section aria-labelledby="tournament-prizes" className="flex flex-col gap-2">
        <h2 id="tournament-prizes" className="text-xl font-bold">
          {t('tournaments.prizes.title')}
        </h2>
        <PrizesTable tournament={tournament} />
      </section>

      <section aria-labelledby="tournament-games" className="flex flex-col gap-2">
        <h2 id="tournament-games" className="text-xl font-bold">
          {t('tournaments.games.title')}
        </h2>
        <GamesList tournament={tournament} />
      </section>
    </>
  );
}

function MinBet({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const score = useScoreText();
  return (
    <p className="text-sm">
      {t('tournaments.page.min_bet', {
        amount: score({ kind: 'money', cents: tournament.min_bet_cents }, tournament.currency),
      })}
    </p>
  );
}

/** The player's standing, the confirm button when the tournament asks for it, or a guest's sign-in link. */
function Participation({
  tournament,
  status,
  signedIn,
}: {
  tournament: Tournament;
  status: TournamentPlayerStatus | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const now = useListNow();
  const score = useScoreText();
  const confirm = useConfirmTournament();
  const { player } = usePlayer();
  const live = tournamentStatus(tournament, now) !== 'archive';
  if (!signedIn)
    return live ? (
      <Link
        to={modalHref(location, 'login')}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-white px-4 py-2 font-semibold text-surface hover:bg-white/90"
        data-testid="tournament-sign-in"
      >
        {t('tournaments.participation.sign_in')}
      </Link>
    ) : null;
  if (!status) return null;
  // The refusal the server explains (`tournaments.ended`), else a general one.
  const refusal = confirm.error instanceof ApiError ? confirm.error.fieldErrors.base?.[0] : undefined;
  const error = confirm.error
    ? refusal?.startsWith('tournaments.')
      ? refusal
      : 'tournaments.errors.confirm'
    : null;
  // Only bets in the tournament's currency count: a player whose wallet is in another is told so.
  const otherCurrency = live && player !== null && player.currency !== tournament.currency;
  return (
    <div className="flex flex-col gap-2" data-testid="tournament-participation">
      {otherCurrency ? (
        <p className="font-semibold" data-testid="tournament-other-currency">
          {t('tournaments.participation.other_currency', { currency: tournament.currency })}
        </p>
      ) : null}
      {status.award_place !== null ? (
        <p className="text-lg font-semibold" data-testid="tournament-own-place">
          {t('tournaments.participation.place', {
            place: status.award_place,
            score: score(scoreOf(tournament.strategy, status), tournament.currency),
          })}
        </p>
      ) : status.user_confirmed ? (
        <p data-testid="tournament-confirmed">{t('tournaments.participation.confirmed')}</p>
      ) : live && !tournament.user_confirmation_required ? (
        <p>{t('tournaments.participation.play_to_join')}</p>
      ) : null}
      {needsConfirmation(tournament, status, now) ? (
        <>
          <p>{t('tournaments.participation.confirm_needed')}</p>
          <Button
            variant="secondary"
            className="self-start"
            loading={confirm.isPending}
            onClick={() => confirm.mutate(tournament.id)}
          >
            {t('tournaments.participation.confirm')}
          </Button>
        </>
      ) : null}
      {error ? <FormError message={t(error)} /> : null}
    </div>
  );
}
