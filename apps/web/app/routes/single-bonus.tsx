import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SingleOfferPage } from '~/features/promotions/index.ts';
import { singleOfferLoader } from '~/features/promotions/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/single-bonus';

/** `/bonus/{id}`: one of the visitor's offers (the spec's SingleBonusPage). */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  singleOfferLoader(context, request, params.id);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, follow' });

export default function SingleBonus({ loaderData }: Route.ComponentProps) {
  return <SingleOfferPage {...loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
