import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { CashbackPage } from '~/features/promotions/index.ts';
import { cashbackLoader } from '~/features/promotions/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/promotions-cashback';

/** `/promotions/cashback`: the cashback offers' terms in words, rendered on the server. */
export const loader = ({ request, context }: Route.LoaderArgs) => cashbackLoader({ request, context });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening the registration modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CashbackPage />
    </HydrationBoundary>
  );
}
