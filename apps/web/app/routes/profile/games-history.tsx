import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { GamesHistory, gamesHistoryQueryOptions } from '~/features/play/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import type { Route } from './+types/games-history';

/** Login required (the profile layout): the rounds render on the server. */
export const loader = ({ context }: Route.LoaderArgs) =>
  prefetch(context, (qc, api) => qc.prefetchQuery(gamesHistoryQueryOptions(api)));

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <GamesHistory />
    </HydrationBoundary>
  );
}
