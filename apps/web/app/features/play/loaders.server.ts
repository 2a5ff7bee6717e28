import { type GameProvider, isSignedIn, localizePath, splitLocalePath } from '@orbit/contract';
import { dehydrate } from '@tanstack/react-query';
import { type AppLoadContext, data, redirect } from 'react-router';
import { getLimits } from '~/features/limits/index.ts';
import { playerFieldsQueryOptions } from '~/features/profile/index.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { serverApi } from '~/shared/api/server.ts';
import { activeModal, modalHref } from '~/shared/modals.ts';
import { getPlayer } from '~/shared/player/get-player.ts';
import { getGameAvailability } from './api/get-game.ts';
import type { PlayPageData } from './components/play-page.tsx';
import { reachedLimitsRedirect } from './model/limits.ts';
import { parsePlayMode } from './model/play-gate.ts';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
  params: { producer?: string; name?: string };
}

/**
 * `/play/:producer/:name?mode=real|demo` (server only): 404 for an unknown game; a guest asking
 * for real money gets the registration modal over the page (with `redirect` back here; closing
 * it leaves the page, which offers the demo); a real-money player with a reached limit goes to
 * the profile's limits page. The rest of the rules run in the page, which launches the frame.
 */
export async function playPageLoader({ request, context, params }: LoaderArgs) {
  if (!params.producer || !params.name) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const identifier = `${params.producer}/${params.name}`;
  const mode = parsePlayMode(url.searchParams.get('mode'));
  const api = serverApi(context);
  const queryClient = makeQueryClient();
  const [availability, player, providers] = await Promise.all([
    getGameAvailability(api, identifier),
    getPlayer(api).catch(() => null),
    api.request<GameProvider[]>('/api/games/providers').catch((): GameProvider[] => []),
  ]);
  if (availability.status === 'unknown') throw data(null, { status: 404 });
  const signedIn = isSignedIn(player);

  if (mode === 'real' && availability.status === 'available') {
    if (!signedIn && !activeModal(url))
      throw redirect(modalHref(url, 'registration', { redirect: `${url.pathname}${url.search}` }));
    if (signedIn) {
      // Unread limits do not keep the page: the server refuses the launch and every bet anyway.
      const limits = await getLimits(api).catch(() => []);
      const limitsPage = reachedLimitsRedirect(limits, player.currency);
      if (limitsPage) throw redirect(localizePath(splitLocalePath(url.pathname).locale, limitsPage));
      await queryClient.prefetchQuery(playerFieldsQueryOptions(api));
    }
  }

  const page: PlayPageData = {
    identifier,
    mode,
    game: availability.status === 'available' ? availability.game : null,
    providerTitle: providers.find((p) => p.id === params.producer)?.title ?? params.producer,
  };
  return { dehydratedState: dehydrate(queryClient), page };
}
