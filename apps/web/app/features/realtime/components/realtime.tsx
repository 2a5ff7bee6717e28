import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '~/shared/use-hydrated.ts';

// Its code (and socket.io-client's, imported from there) loads after hydration, on its own.
const LiveConnection = lazy(() => import('./live-connection.tsx'));

/**
 * The page's realtime socket and what it shows by itself (the jackpot win popup); mount once.
 * `children` show beside it, to a signed-in player once connected: the page's own popups (the shell
 * passes the limits' and cashbox's). A game frame passes `popups={false}`: the casino page around
 * it already shows them. The socket (socket.io-client's code and the connection) is a signed-in
 * player's only (their private channels), unless `guests`: a house game's frame, whose shared
 * rounds a guest watches too. A guest's lobby loads none of it.
 */
export function Realtime({
  popups = true,
  guests = false,
  children,
}: {
  popups?: boolean;
  guests?: boolean;
  children?: ReactNode;
}) {
  // Component tests (jsdom) render the shell without a server to connect to.
  const live = useHydrated() && import.meta.env.MODE !== 'test';
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <LiveConnection popups={popups} guests={guests}>
        {children}
      </LiveConnection>
    </Suspense>
  );
}
