import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { LeaderboardPage } from '~/features/tournaments/index.ts';
import { leaderboardLoader } from '~/features/tournaments/loaders.server.ts';
import type { Route } from './+types/leaderboard';

/** `/leaderboard`: the running tournaments' live leaderboards. */
export const loader = (args: Route.LoaderArgs) => leaderboardLoader(args);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LeaderboardPage />
    </HydrationBoundary>
  );
}
