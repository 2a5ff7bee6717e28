import { isSignedIn, localizePath, playerGroups, splitLocalePath } from '@orbit/contract';
import { type AppLoadContext, data, redirect } from 'react-router';
import { prefetch } from '~/shared/api/prefetch.ts';
import { serverApi } from '~/shared/api/server.ts';
import { getPromotionPages, isPromotionPageEnabled } from '~/shared/site/get-promotion-pages.ts';
import { compPointsQueryOptions } from './api/get-comp-points.ts';
import { shopCardsQueryOptions } from './api/get-shop-cards.ts';
import { levelBandsQueryOptions } from './api/get-statuses.ts';
import { COMP_SHOP_SLUG, shopTabOf } from './model/shop.ts';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
  params: { tab?: string };
}

/**
 * `/rocket-mart/:tab?` renders on the server: the cards of every kind titled in the page's locale
 * and the player's coins. A tab the shop does not have is a 404; a shop that
 * manage-promotion-pages does not enable for this visitor (testers always see it) sends them to
 * `/promotions`.
 */
export async function shopLoader({ request, context, params }: LoaderArgs) {
  const tab = shopTabOf(params.tab);
  if (!tab) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const [pages, player] = await Promise.all([
    getPromotionPages(serverApi(context)),
    context.currentPlayer().catch(() => null),
  ]);
  const signedIn = isSignedIn(player);
  if (!isPromotionPageEnabled(pages, COMP_SHOP_SLUG, signedIn ? playerGroups(player) : []))
    throw redirect(localizePath(locale, '/promotions'));
  const loaded = await prefetch(context, (qc, api) =>
    Promise.all([
      qc.prefetchQuery(shopCardsQueryOptions(api, locale)),
      signedIn ? qc.prefetchQuery(compPointsQueryOptions(api)) : null,
    ]),
  );
  return loaded;
}

/** Profile › Levels renders on the server (the profile layout sends a guest to registration). */
export function levelsLoader({ context }: { context: AppLoadContext }) {
  return prefetch(context, (qc, api) =>
    Promise.all([
      qc.prefetchQuery(levelBandsQueryOptions(api)),
      qc.prefetchQuery(compPointsQueryOptions(api)),
    ]),
  );
}
