import { splitLocalePath } from '@orbit/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { getPage, StaticPageView } from '~/features/cms/index.ts';
import { GameRow } from '~/features/games/index.ts';
import { JackpotPage, MYSTIC_JACKPOTS_CATEGORY } from '~/features/lobby/index.ts';
import { loadJackpotPage } from '~/features/lobby/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/static-page';

/**
 * `/:slug`: the mystic jackpots page when the slug is an active jackpot's identifier and its
 * feature flag is on; else a CMS page in the page's locale (the server prefers the licence
 * variant); else 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const api = serverApi(context);
  const [jackpotPage, page] = await Promise.all([
    loadJackpotPage(api, params.slug, request),
    getPage(api, params.slug, locale),
  ]);
  if (jackpotPage) return { kind: 'jackpot' as const, ...jackpotPage };
  if (!page) throw data(null, { status: 404 });
  return { kind: 'page' as const, page };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return pageMeta(matches, { robots: 'noindex, follow' });
  if (loaded.kind === 'jackpot') return pageMeta(matches, { title: loaded.jackpot.name });
  return pageMeta(matches, { title: loaded.page.blocks.title?.trim() || loaded.page.title });
};

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'jackpot')
    return (
      <HydrationBoundary state={loaderData.dehydratedState}>
        <JackpotPage
          jackpot={loaderData.jackpot}
          games={
            <GameRow slug={MYSTIC_JACKPOTS_CATEGORY} device={loaderData.device} pageType="category" eager />
          }
        />
      </HydrationBoundary>
    );
  return <StaticPageView page={loaderData.page} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
