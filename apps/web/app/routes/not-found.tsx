import { data } from 'react-router';
import { pageMeta } from '~/features/seo/index.ts';
import { NotFoundPage } from '~/features/shell/index.ts';
import type { Route } from './+types/not-found';

/** Any path no page claims: the friendly 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, follow' });

export default function NotFound() {
  return <NotFoundPage />;
}
