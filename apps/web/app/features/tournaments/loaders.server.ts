import { isSignedIn, splitLocalePath } from '@orbit/contract';
import { dehydrate } from '@tanstack/react-query';
import { type AppLoadContext, data } from 'react-router';
import { achievementsQueryOptions } from '~/features/achievements/index.ts';
import { ApiError } from '~/shared/api/client.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { serverApi } from '~/shared/api/server.ts';
import { lotteriesQueryOptions } from './api/get-lotteries.ts';
import { playerTournamentsQueryOptions } from './api/get-player-tournaments.ts';
import { recentTournamentsQueryOptions } from './api/get-recent-tournaments.ts';
import { statusesQueryOptions } from './api/get-statuses.ts';
import { tournamentQueryOptions } from './api/get-tournament.ts';
import { tournamentStatusQueryOptions } from './api/get-tournament-status.ts';
import { tournamentsQueryOptions } from './api/get-tournaments.ts';
import { runningTournaments, tournamentTabOf } from './model/tournaments.ts';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
}

const signedIn = async (context: AppLoadContext) =>
  isSignedIn(await context.currentPlayer().catch(() => null));

/** `/tournaments` and its tabs render on the server, titled in the page's locale; a path that is no tab is a 404. */
export async function tournamentsLoader({ request, context }: LoaderArgs) {
  const { locale, path } = splitLocalePath(new URL(request.url).pathname);
  const tab = tournamentTabOf(path);
  if (!tab) throw data(null, { status: 404 });
  const player = (tab === 'actions' || tab === 'achievements') && (await signedIn(context));
  const loaded = await prefetch(context, (qc, api) => {
    switch (tab) {
      case 'lotteries':
        return qc.prefetchQuery(lotteriesQueryOptions(api, locale));
      case 'archive':
        return qc.prefetchQuery(recentTournamentsQueryOptions(api, locale));
      case 'achievements':
        // The achievements feature's panel: the player's badges (a guest sees the sign-in link).
        return player ? qc.prefetchQuery(achievementsQueryOptions(api)) : Promise.resolve();
      default:
        return player
          ? qc.prefetchQuery(playerTournamentsQueryOptions(api, locale))
          : qc.prefetchQuery(tournamentsQueryOptions(api, locale));
    }
  });
  return { ...loaded, tab };
}

/**
 * `/tournaments/{slug}` renders on the server with its leaderboard and (signed in) the player's
 * standing; unknown or not for this visitor: 404. The title names the page.
 */
export async function tournamentLoader({
  request,
  context,
  params,
}: LoaderArgs & { params: { slug?: string } }) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const slug = params.slug ?? '';
  const api = serverApi(context);
  const queryClient = makeQueryClient();
  const tournament = await queryClient
    .fetchQuery(tournamentQueryOptions(api, slug, locale))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  if (await signedIn(context))
    await queryClient.prefetchQuery(tournamentStatusQueryOptions(api, tournament.id));
  return { dehydratedState: dehydrate(queryClient), slug, title: tournament.title };
}

/** `/leaderboard`: the running tournaments' leaderboards and (signed in) the player's places, on the server. */
export async function leaderboardLoader({ request, context }: LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const player = await signedIn(context);
  return prefetch(context, async (qc, api) => {
    const all = await qc.fetchQuery(tournamentsQueryOptions(api, locale)).catch(() => null);
    const ids = runningTournaments(all ?? [], Date.now()).map((t) => t.id);
    if (player && ids.length > 0) await qc.prefetchQuery(statusesQueryOptions(api, ids));
  });
}
