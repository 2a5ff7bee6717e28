import { useSearchParams } from 'react-router';
import { LimitsConfirm } from '~/features/limits/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/limits-confirm';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, nofollow' });

/** `/limits/confirm?token=…`: the limits e-mail's link. */
export default function Page() {
  const [params] = useSearchParams();
  return <LimitsConfirm token={params.get('token')} />;
}
