import { useLocation } from 'react-router';
import { CashboxDialog } from '~/features/cashbox/index.ts';
import { keepOnModalChange, requireUser } from '~/features/guards/index.ts';
import { LobbyPage, LobbyQueries } from '~/features/lobby/index.ts';
import { lobbyLoader } from '~/features/lobby/loaders.server.ts';
import { pageMeta } from '~/features/seo/index.ts';
import { sectionOfCashboxPath } from '~/shared/cashbox-links.ts';
import type { Route } from './+types/cashbox';

/** Login required: a guest is sent to registration with `redirect` back here. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return lobbyLoader(args);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { robots: 'noindex, nofollow' });

/** Opening or closing a modal over the cashbox does not reload it. */
export const shouldRevalidate = keepOnModalChange;

/**
 * The cashbox routes (`/deposit`, `/accounts/{id}/deposit` …): one popup, a section
 * each, over the lobby (as the sign-in modals' own paths are). Elsewhere the cashbox opens over
 * the page itself (`?cashbox=`, the shell's CashboxHost).
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  const section = sectionOfCashboxPath(useLocation().pathname) ?? 'deposit';
  return (
    <>
      <LobbyQueries queries={loaderData.queries}>
        <LobbyPage device={loaderData.device} />
      </LobbyQueries>
      <CashboxDialog section={section} />
    </>
  );
}
