import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NamedPopupPage } from '~/features/info-pages/index.ts';
import { namedPopupLoader } from '~/features/info-pages/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/named-popup';

/** `/popup/{name}` (`/popup` alone is a 404): a popup the operator wrote, opened by its address (the spec's NamedPopup). */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  namedPopupLoader(context, request, params.name ?? '');

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(matches, { robots: 'noindex, follow', ...(loaded ? { title: loaded.popup.title } : {}) });

export default function NamedPopup({ loaderData }: Route.ComponentProps) {
  return <NamedPopupPage popup={loaderData.popup} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
