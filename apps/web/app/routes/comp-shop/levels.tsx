import { HydrationBoundary } from '@tanstack/react-query';
import { LevelsPage } from '~/features/comp-shop/index.ts';
import { levelsLoader } from '~/features/comp-shop/loaders.server.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import type { Route } from './+types/levels';

/** Profile › Levels (login required by the profile layout): the levels and the player's points render on the server. */
export const loader = ({ context }: Route.LoaderArgs) => levelsLoader({ context });

export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LevelsPage />
    </HydrationBoundary>
  );
}
