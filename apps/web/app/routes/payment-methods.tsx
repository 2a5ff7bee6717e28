import { MethodsTablePage } from '~/features/cashbox/index.ts';
import { keepOnModalChange } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/index.ts';
import type { Route } from './+types/payment-methods';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, follow' });

/** The login modal over the page (a guest) does not reload it. */
export const shouldRevalidate = keepOnModalChange;

/** `/payment-methods`: the payment methods table; public, the table itself needs sign-in. */
export default function Page() {
  return <MethodsTablePage />;
}
