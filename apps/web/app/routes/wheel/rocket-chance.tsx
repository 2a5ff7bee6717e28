import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { RocketChancePage } from '~/features/wheel/index.ts';
import { rocketChanceLoader } from '~/features/wheel/loaders.server.ts';
import type { Route } from './+types/rocket-chance';

/** `/rocket-chance` while its flag is on (testers always), else a redirect to `/promotions`. */
export const loader = ({ request, context }: Route.LoaderArgs) => rocketChanceLoader({ request, context });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <RocketChancePage />
    </HydrationBoundary>
  );
}
