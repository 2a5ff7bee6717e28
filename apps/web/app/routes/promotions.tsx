import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { PromotionsPage } from '~/features/promotions/index.ts';
import { promotionsLoader } from '~/features/promotions/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/promotions';

/** `/promotions`: the visitor's offers, the cashback card and the operator's CMS text, rendered on the server. */
export const loader = ({ request, context }: Route.LoaderArgs) => promotionsLoader({ request, context });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening the registration modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PromotionsPage page={loaderData.page} />
    </HydrationBoundary>
  );
}
