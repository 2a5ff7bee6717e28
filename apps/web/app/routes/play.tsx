import { HydrationBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { PlayPage } from '~/features/play/index.ts';
import { playPageLoader } from '~/features/play/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/play';

export const loader = (args: Route.LoaderArgs) => playPageLoader(args);

/** The registration modal opened over the page (a guest asking for real money) does not reload it. */
export const shouldRevalidate = keepOnModalChange;

/** Indexed like any page (a game's page is what players search for); its canonical link drops `?mode`. */
export const meta: Route.MetaFunction = ({ data, matches }) =>
  data?.page.game
    ? pageMeta(matches, { title: `${data.page.game.title} · ${data.page.providerTitle}` })
    : pageMeta(matches, { robots: 'noindex, follow' });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PlayPage key={`${loaderData.page.identifier} ${loaderData.page.mode}`} data={loaderData.page} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
