import { HydrationBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { LotteryPage } from '~/features/lotteries/index.ts';
import { lotteryLoader } from '~/features/lotteries/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/lottery';

/** `/lottery/{slug}` (LotteryPage): a lottery, the player's tickets, the winners and the draw's proof. */
export const loader = (args: Route.LoaderArgs) => lotteryLoader(args);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LotteryPage slug={params.slug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
