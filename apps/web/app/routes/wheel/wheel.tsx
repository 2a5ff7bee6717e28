import { HydrationBoundary } from '@tanstack/react-query';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { WheelPage, wheelBaseOf } from '~/features/wheel/index.ts';
import { wheelPageLoader } from '~/features/wheel/loaders.server.ts';
import type { Route } from './+types/wheel';

/** The wheel's base (`rocketmart-wheel` or `rocketplay-wheel`): the path segment after the locale. */
const baseOf = (url: string) =>
  wheelBaseOf(new URL(url).pathname.split('/').find((part) => part.endsWith('-wheel')));

/** `/rocketmart-wheel`, `/rocketplay-wheel`: the prize wheel, the player's spins and boxes, the CMS text. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  wheelPageLoader({ request, context, base: baseOf(request.url) });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

/** Opening the sign-up modal over the page does not reload it. */
export const shouldRevalidate = keepOnModalChange;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <WheelPage base={loaderData.base} page={loaderData.page} />
    </HydrationBoundary>
  );
}
