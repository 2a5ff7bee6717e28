import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { VipClubPage } from '~/features/vip/index.ts';
import { vipClubLoader } from '~/features/vip/loaders.server.ts';
import type { Route } from './+types/vip-club';

/** `/rocketplay-vipclub`: the VIP club, rendered on the server with the player's progress. */
export const loader = ({ context }: Route.LoaderArgs) => vipClubLoader({ context });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening the registration modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <VipClubPage />
    </HydrationBoundary>
  );
}
