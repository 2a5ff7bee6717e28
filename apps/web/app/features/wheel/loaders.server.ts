import { type CmsPage, isSignedIn, localizePath, playerGroups, splitLocalePath } from '@orbit/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { getPage } from '~/features/cms/index.ts';
import { compPointsQueryOptions } from '~/features/comp-shop/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import { serverApi } from '~/shared/api/server.ts';
import { getPromotionPages, isPromotionPageEnabled } from '~/shared/site/get-promotion-pages.ts';
import { lootboxesQueryOptions } from './api/get-lootboxes.ts';
import { wheelConfigsQueryOptions } from './api/get-wheel-config.ts';
import { rocketChanceQueryOptions } from './api/rocket-chance.ts';
import type { WheelBase } from './model/paths.ts';
import { wheelFor } from './model/wheel.ts';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
}

/** The wheel's configs and, for a player, their boxes, rendered on the server. */
async function wheelData(context: AppLoadContext) {
  const player = await context.currentPlayer().catch(() => null);
  const signedIn = isSignedIn(player);
  let segmentGroup: number | null = null;
  const loaded = await prefetch(context, async (qc, api) => {
    const [configs] = await Promise.all([
      qc.fetchQuery(wheelConfigsQueryOptions(api)),
      signedIn ? qc.prefetchQuery(lootboxesQueryOptions(api)) : null,
    ]);
    segmentGroup = wheelFor(configs.wheel, configs.segments, signedIn ? playerGroups(player) : []).group;
  });
  return { loaded, segmentGroup: segmentGroup as number | null };
}

/**
 * `/rocketmart-wheel`, `/rocketplay-wheel`: the wheel, the player's boxes and the operator's CMS
 * text — the page of the player's segment group (`/api/cms/pages/{group id}`) when there is one,
 * else the page's own slug.
 */
export async function wheelPageLoader({ request, context, base }: LoaderArgs & { base: WheelBase }) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const { loaded, segmentGroup } = await wheelData(context);
  const api = serverApi(context);
  // The page stands without the operator's text.
  const page: CmsPage | null =
    (segmentGroup !== null ? await getPage(api, String(segmentGroup), locale).catch(() => null) : null) ??
    (await getPage(api, base, locale).catch(() => null));
  return { ...loaded, page, base };
}

/** The spin and segments pages: the wheel and the player's spins. */
export async function wheelSubPageLoader({ context }: LoaderArgs) {
  return (await wheelData(context)).loaded;
}

export const ROCKET_CHANCE_SLUG = 'rocket-chance';

/**
 * `/rocket-chance`: only while manage-promotion-pages enables it for this visitor (testers
 * always), else to `/promotions`; the chance table, the player's coins and today's draws.
 */
export async function rocketChanceLoader({ request, context }: LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const [pages, player] = await Promise.all([
    getPromotionPages(serverApi(context)),
    context.currentPlayer().catch(() => null),
  ]);
  const signedIn = isSignedIn(player);
  if (!isPromotionPageEnabled(pages, ROCKET_CHANCE_SLUG, signedIn ? playerGroups(player) : []))
    throw redirect(localizePath(locale, '/promotions'));
  return prefetch(context, (qc, api) =>
    Promise.all([
      qc.prefetchQuery(rocketChanceQueryOptions(api, locale)),
      signedIn ? qc.prefetchQuery(compPointsQueryOptions(api)) : null,
      signedIn ? qc.prefetchQuery(lootboxesQueryOptions(api)) : null,
    ]),
  );
}
