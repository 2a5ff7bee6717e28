import { HydrationBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { gamesMeta, ProducerPage } from '~/features/games/index.ts';
import { producerPageLoader } from '~/features/games/loaders.server.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/producer';

export const loader = (args: Route.LoaderArgs) => producerPageLoader(args);

/** Opening a modal over the list (a guest's Play opens registration) does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export const meta: Route.MetaFunction = ({ data, matches }) => gamesMeta(matches, data?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProducerPage data={loaderData.page} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
