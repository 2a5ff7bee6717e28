import { HydrationBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FeatureFlagsPage } from '~/features/feature-flags/index.ts';
import { featureFlagsLoader } from '~/features/feature-flags/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/feature-flags';

/** `/ffc`: the feature-flag page, only while the dev tools are on (else 404). */
export const loader = ({ context }: Route.LoaderArgs) => featureFlagsLoader(context);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, nofollow' });

export default function FeatureFlags({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <FeatureFlagsPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
