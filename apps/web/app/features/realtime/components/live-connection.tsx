import type { PublicChannel } from '@orbit/contract';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { usePlayer } from '~/shared/player/get-player.ts';
import { listensTo, onSubscriptionsChanged } from '../channels.ts';
import { RealtimeConnection } from '../connection.ts';
import { useLiveAccounts } from '../live-accounts.ts';
import { JackpotWinPopup } from './jackpot-win-popup.tsx';

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
  return player === null && !guests && !publicListener ? null : <Socket popups={popups}>{children}</Socket>;
}

/** Connects once; a new handshake whenever the player changes (sign-in, sign-out, another account). */
function Socket({ popups, children }: { popups: boolean; children?: ReactNode }) {
  const { player } = usePlayer();
  useLiveAccounts();
  const playerId = player?.id ?? null;
  const connection = useRef<RealtimeConnection | null>(null);
  const connectedAs = useRef(playerId);

  useEffect(() => {
    const live = new RealtimeConnection();
    connection.current = live;
    void live.start();
    return () => live.stop();
  }, []);

  useEffect(() => {
    if (connectedAs.current === playerId) return;
    connectedAs.current = playerId;
    connection.current?.reconnect();
  }, [playerId]);

  // What shows by itself over any page: a jackpot win, then the page's own (`children`).
  return playerId === null || !popups ? null : (
    <>
      <JackpotWinPopup />
      {children}
    </>
  );
}
