import { useLocation } from 'react-router';
import { PersonalInfoGate } from '~/features/cashbox/components/personal-info-gate.tsx';
import { CashboxPopup, CashboxSection, sectionOfPath } from '~/features/cashbox/index.ts';
import { keepOnModalChange, requireUser } from '~/features/guards/index.ts';
import { pageMeta } from '~/features/seo/model/route-meta.ts';
import type { Route } from './+types/cashbox';

/** Login required: a guest is sent to registration with `redirect` back here. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, nofollow' });

/** Opening or closing a modal over the cashbox does not reload it. */
export const shouldRevalidate = keepOnModalChange;

/** The cashbox routes of spec 2 §2 (`/deposit`, `/accounts/{id}/deposit` …): one popup, a section each. */
export default function Page() {
  const { pathname } = useLocation();
  return (
    <CashboxPopup>
      <PersonalInfoGate>
        <CashboxSection section={sectionOfPath(pathname)} />
      </PersonalInfoGate>
    </CashboxPopup>
  );
}
