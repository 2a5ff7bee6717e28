import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { QuestsPage } from '~/features/quests/index.ts';
import { questsLoader } from '~/features/quests/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/quests';

/** `/quests`: the quests the visitor may see. */
export const loader = (args: Route.LoaderArgs) => questsLoader(args);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening or closing a modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <QuestsPage />
    </HydrationBoundary>
  );
}
