import { splitLocalePath } from '@orbit/contract';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { getPage } from '~/features/cms/api/get-page.ts';
import { StaticPageView } from '~/features/cms/components/static-page-view.tsx';
import { pageMeta } from '~/features/seo/model/route-meta.ts';
import { NotFoundPage } from '~/features/shell/components/not-found.tsx';
import { serverApi } from '~/shared/api/server.ts';
import type { Route } from './+types/static-page';

/** `/:slug`: a CMS page in the page's locale (the server prefers the licence variant); 404 if none. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const page = await getPage(serverApi(context), params.slug, locale);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  pageMeta(
    matches,
    loaded ? { title: loaded.page.blocks.title?.trim() || loaded.page.title } : { robots: 'noindex, follow' },
  );

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
