import { HydrationBoundary } from '@tanstack/react-query';
import { FairnessPage } from '~/features/fairness/index.ts';
import { fairnessPageLoader } from '~/features/fairness/loaders.server.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/fairness';

export const loader = (args: Route.LoaderArgs) => fairnessPageLoader(args);

/** The login modal over the page (a guest) does not reload it. */
export const shouldRevalidate = keepOnModalChange;

/** Indexed: how the games can be checked is what a wary player searches for before signing up. */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <FairnessPage />
    </HydrationBoundary>
  );
}
