import { HydrationBoundary } from '@tanstack/react-query';
import { bonusesQueryOptions, freespinsQueryOptions, GiftsPage } from '~/features/gifts/index.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import type { Route } from './+types/gifts';

/** Login required (the profile layout): the bonuses and free spins render on the server. */
export const loader = ({ context }: Route.LoaderArgs) =>
  prefetch(context, (qc, api) =>
    Promise.all([qc.prefetchQuery(bonusesQueryOptions(api)), qc.prefetchQuery(freespinsQueryOptions(api))]),
  );

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <GiftsPage />
    </HydrationBoundary>
  );
}
