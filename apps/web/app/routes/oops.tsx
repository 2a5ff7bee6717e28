import { OopsPage } from '~/features/info-pages/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/oops';

/** `/oops` (`?reason=maintenance` for the maintenance text): the error page; never indexed. */
export function loader({ request }: Route.LoaderArgs) {
  return { maintenance: new URL(request.url).searchParams.get('reason') === 'maintenance' };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, follow' });

export default function Oops({ loaderData }: Route.ComponentProps) {
  return <OopsPage maintenance={loaderData.maintenance} />;
}
