import { HydrationBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs, useRouteError } from 'react-router';
import { ShopPage, shopTabOf } from '~/features/comp-shop/index.ts';
import { shopLoader } from '~/features/comp-shop/loaders.server.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/shop';

/** `/rocket-mart` and its tabs (compPoints, compPointsFreeSpins, compPointsMoney, compPointsSpecial). */
export const loader = (args: Route.LoaderArgs) => shopLoader(args);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** A tab shows the same cards the page loaded; opening a modal over the shop does not reload it either. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (args.currentParams.tab !== args.nextParams.tab) return false;
  return keepOnModalChange(args);
}

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ShopPage tab={shopTabOf(params.tab) ?? 'all'} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
