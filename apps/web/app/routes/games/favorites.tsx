import { HydrationBoundary } from '@tanstack/react-query';
import { FavoritesPage, gamesMeta } from '~/features/games/index.ts';
import { favoritesPageLoader } from '~/features/games/loaders.server.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import type { Route } from './+types/favorites';

/** Login required: a guest goes to registration with `redirect` back here. */
export const loader = (args: Route.LoaderArgs) => favoritesPageLoader(args);

/** A modal over the page (a 401's login) does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export const meta: Route.MetaFunction = ({ data, matches }) => gamesMeta(matches, data?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <FavoritesPage device={loaderData.device} />
    </HydrationBoundary>
  );
}
