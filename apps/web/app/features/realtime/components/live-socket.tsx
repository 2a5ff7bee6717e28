import { type ReactNode, useEffect, useRef } from 'react';
import { usePlayer } from '~/shared/player/get-player.ts';
import { RealtimeConnection } from '../connection.ts';
import { useLiveAccounts } from '../live-accounts.ts';
import { JackpotWinPopup } from './jackpot-win-popup.tsx';

/** Connects once; a new handshake whenever the player changes (sign-in, sign-out, another account). */
export function Socket({ popups, children }: { popups: boolean; children?: ReactNode }) {
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
