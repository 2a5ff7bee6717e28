import { HydrationBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AchievementsPanel } from '~/features/achievements/index.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import { TournamentsPage } from '~/features/tournaments/index.ts';
import { tournamentsLoader } from '~/features/tournaments/loaders.server.ts';
import type { Route } from './+types/list';

/** `/tournaments` and its tabs (all, producers, lotteries, actions, achievements, archive). */
export const loader = (args: Route.LoaderArgs) => tournamentsLoader(args);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening a modal over the list does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <TournamentsPage tab={loaderData.tab} achievements={<AchievementsPanel />} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
