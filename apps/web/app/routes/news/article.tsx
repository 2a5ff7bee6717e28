import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ArticlePage } from '~/features/news/index.ts';
import { articleLoader } from '~/features/news/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/article';

/** `/blog/{slug}`: one article (the spec's NewsPage). */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  articleLoader(serverApi(context), request, params.slug);

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(
    matches,
    loaded
      ? {
          title: loaded.article.blocks.title?.trim() || loaded.article.title,
        }
      : { robots: 'noindex, follow' },
  );

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} summary={loaderData.summary} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
