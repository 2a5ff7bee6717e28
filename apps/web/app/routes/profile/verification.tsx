import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { VerificationPage, verificationQueryOptions } from '~/features/verification/index.ts';
import { prefetch } from '~/shared/api/prefetch.ts';
import type { Route } from './+types/verification';

/** Login required (the profile layout): the player's verification renders on the server. */
export const loader = ({ context }: Route.LoaderArgs) =>
  prefetch(context, (qc, api) => qc.prefetchQuery(verificationQueryOptions(api)));

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <VerificationPage />
    </HydrationBoundary>
  );
}
