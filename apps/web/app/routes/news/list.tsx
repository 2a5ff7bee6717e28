import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NewsListPage } from '~/features/news/index.ts';
import { newsListLoader } from '~/features/news/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/list';

/** `/blog?page=`: the articles, newest first (the spec's NewsList; the footer's blog). */
export const loader = ({ context, request }: Route.LoaderArgs) => newsListLoader(serverApi(context), request);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <NewsListPage {...loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
