import type { PublicChannel } from '@orbit/contract';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { usePlayer } from '~/shared/player/get-player.ts';
import { listensTo, onSubscriptionsChanged } from '../channels.ts';

// A chunk of its own (the socket, its client and the popups): a guest's page loads it only once
// something on it listens.
const Socket = lazy(() => import('./live-socket.tsx').then((m) => ({ default: m.Socket })));

/** The channels anyone may hear: a guest's page connects while it shows one (the lobby's jackpots). */
const PUBLIC: readonly PublicChannel[] = ['wins', 'jackpots_changes'];
const noPublicListener = () => false;

/**
 * The socket of a signed-in player; of a guest only while something on the page listens to a
 * public channel, or always when `guests` (a house game's frame, for its shared rounds). A guest's
 * page with nothing live on it loads no socket client.
 */
export function LiveConnection({
  popups,
  guests = false,
  children,
}: {
  popups: boolean;
  guests?: boolean;
  children?: ReactNode;
}) {
  const { player } = usePlayer();
  const publicListener = useSyncExternalStore(
    onSubscriptionsChanged,
    () => listensTo(PUBLIC),
    noPublicListener,
  );
  return player === null && !guests && !publicListener ? null : (
    <Suspense fallback={null}>
      <Socket popups={popups}>{children}</Socket>
    </Suspense>
  );
}

// Realtime's lazy import.
export default LiveConnection;
