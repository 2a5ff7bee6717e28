import { HydrationBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { QuestPage } from '~/features/quests/index.ts';
import { questLoader } from '~/features/quests/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/quest';

/** `/quests/{slug}` (questPage): a quest's levels and the player's standing. */
export const loader = (args: Route.LoaderArgs) => questLoader(args);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <QuestPage slug={params.slug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
