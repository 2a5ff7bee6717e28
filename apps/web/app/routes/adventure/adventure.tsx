import { HydrationBoundary } from '@tanstack/react-query';
import { AdventurePage } from '~/features/adventure/index.ts';
import { adventureLoader } from '~/features/adventure/loaders.server.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/adventure';

/** `/rocketplay-adventure`: the VIP adventure calendar (login required), rendered on the server. */
export const loader = (args: Route.LoaderArgs) => adventureLoader(args);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AdventurePage />
    </HydrationBoundary>
  );
}
