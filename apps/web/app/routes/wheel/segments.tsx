import { HydrationBoundary } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { SpinWheelSegmentsPage, wheelBaseOf } from '~/features/wheel/index.ts';
import { wheelSubPageLoader } from '~/features/wheel/loaders.server.ts';
import type { Route } from './+types/segments';

/** SpinWheelSegmentsPage: `/rocketplay-wheel/segments`, `/rocketmart-wheel/segments`. */
export const loader = ({ request, context }: Route.LoaderArgs) => wheelSubPageLoader({ request, context });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, follow' });

export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const base = wheelBaseOf(pathname.split('/').find((part) => part.endsWith('-wheel')));
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SpinWheelSegmentsPage base={base} />
    </HydrationBoundary>
  );
}
