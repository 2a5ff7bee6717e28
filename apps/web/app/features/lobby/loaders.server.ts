import { isSignedIn, playerGroups, splitLocalePath } from '@orbit/contract';
import { dehydrate } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { bannersQueryOptions } from '~/features/cms/index.ts';
import { categoryMenu, prefetchGameRows, requestDevice } from '~/features/games/index.ts';
import { carryQueries } from '~/shared/api/carried-queries.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { getPlayer } from '~/shared/player/get-player.ts';
import { menuCategoriesQueryOptions } from '~/shared/site/get-menu-categories.ts';
import { getPromotionPages, isPromotionPageEnabled } from '~/shared/site/get-promotion-pages.ts';
import { jackpotWinsQueryOptions } from './api/get-jackpot-wins.ts';
import { jackpotsQueryOptions } from './api/get-jackpots.ts';
import { EAGER_ROWS } from './components/category-rows.tsx';
import { LOBBY_BANNERS } from './components/lobby-banners.tsx';
import { variablesFor } from './model/banner-text.ts';
import { activeJackpotAt, MYSTIC_JACKPOTS_CATEGORY, MYSTIC_JACKPOTS_FLAG } from './model/jackpots.ts';
import { shownWins } from './model/leaderboard.ts';

/**
 * The lobby's loader: banners, the first category row, jackpots and their winners come with the
 * page (server-rendered); the rows further down load their games in the browser. `device` goes to the page so
 * the rows ask for what the server rendered; the queries travel in their short form
 * (`carryQueries`, back to a dehydrated state by `hydrationState`).
 */
export async function lobbyLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const device = requestDevice(request);
  const loaded = await prefetch(context, async (qc, api) => {
    await Promise.all([
      qc.prefetchQuery(bannersQueryOptions(api, locale)),
      qc.prefetchQuery(jackpotsQueryOptions(api)),
      qc.prefetchQuery(jackpotWinsQueryOptions(api)),
      qc
        .fetchQuery(menuCategoriesQueryOptions(api))
        // The menu config is rethrown on failure: the default menu stands in.
        .catch(() => undefined)
        .then((menus) =>
          prefetchGameRows(qc, api, { slugs: categoryMenu(menus, 'main').slice(0, EAGER_ROWS), device }),
        ),
    ]);
    // The winners either tab of the leaderboard shows, no more.
    qc.setQueryData(jackpotWinsQueryOptions(api).queryKey, (wins) => wins && shownWins(wins));
    // The lobby's banners alone; a guest's page carries no signed-in player's banner nor amounts
    // of other currencies than the guest's (signing in loads every query again).
    const player = await getPlayer(api).catch(() => null);
    const guest = player !== null && !isSignedIn(player);
    const currency = (guest && player.currency) || null;
    qc.setQueryData(bannersQueryOptions(api, locale).queryKey, (banners) =>
      banners
        ?.filter((b) => b.categories.includes(LOBBY_BANNERS) && !(guest && b.logged))
        .map((b) => (currency && b.variables ? { ...b, variables: variablesFor(b.variables, currency) } : b)),
    );
    // The shell's data carries the category menus already.
    qc.removeQueries({ queryKey: menuCategoriesQueryOptions(api).queryKey, exact: true });
  });
  return { queries: carryQueries(loaded.dehydratedState), device };
}

/**
 * The mystic jackpots page `/{identifier}`: the active jackpot with that identifier when its
 * feature flag (manage-promotion-pages, testers always) is on for this visitor, with the page's
 * data prefetched; null otherwise (the slug is then a CMS page or a 404).
 */
export async function loadJackpotPage(api: ApiClient, identifier: string, request: Request) {
  const queryClient = makeQueryClient();
  const jackpot = activeJackpotAt(await queryClient.fetchQuery(jackpotsQueryOptions(api)), identifier);
  if (!jackpot) return null;
  const [pages, player] = await Promise.all([getPromotionPages(api), getPlayer(api).catch(() => null)]);
  const groups = isSignedIn(player) ? playerGroups(player) : [];
  if (!isPromotionPageEnabled(pages, MYSTIC_JACKPOTS_FLAG, groups)) return null;
  const device = requestDevice(request);
  await Promise.all([
    queryClient.prefetchQuery(jackpotWinsQueryOptions(api)),
    prefetchGameRows(queryClient, api, { slugs: [MYSTIC_JACKPOTS_CATEGORY], device }),
  ]);
  return { jackpot, device, dehydratedState: dehydrate(queryClient) };
}
