import { HydrationBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import { TournamentPage } from '~/features/tournaments/index.ts';
import { tournamentLoader } from '~/features/tournaments/loaders.server.ts';
import type { Route } from './+types/tournament';

/** `/tournaments/{slug}`: a tournament's rules, prizes, live leaderboard and taking part. */
export const loader = (args: Route.LoaderArgs) => tournamentLoader(args);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData ? { title: loaderData.title } : {});

/** Opening the sign-in modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <TournamentPage slug={loaderData.slug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
