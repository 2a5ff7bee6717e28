import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { LimitsPage, limitsPresetsQueryOptions, limitsQueryOptions } from '~/features/limits/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import type { Route } from './+types/limits';

/** Login required (the profile layout): the limits and the form's suggested values render on the server. */
export const loader = ({ context }: Route.LoaderArgs) =>
  prefetch(context, (qc, api) =>
    Promise.all([
      qc.prefetchQuery(limitsQueryOptions(api)),
      qc.prefetchQuery(limitsPresetsQueryOptions(api)),
    ]),
  );

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LimitsPage />
    </HydrationBoundary>
  );
}
