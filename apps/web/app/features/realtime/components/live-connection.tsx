import { useEffect, useRef } from 'react';
import { CanceledDepositWarning } from '~/features/cashbox/index.ts';
import { LimitReachedWarning, RealityCheckPopup } from '~/features/limits/index.ts';
import { usePlayer } from '~/features/session/api/get-player.ts';
import { useLiveAccounts } from '~/features/shell/api/live-accounts.ts';
import { RealtimeConnection } from '../connection.ts';
import { JackpotWinPopup } from './jackpot-win-popup.tsx';

/** Connects once; a new handshake whenever the player changes (sign-in, sign-out, another account). */
export function LiveConnection({ popups }: { popups: boolean }) {
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

  // What shows by itself over any page: a jackpot win, a reached limit, the reality check, a canceled deposit.
  return playerId === null || !popups ? null : (
    <>
      <JackpotWinPopup />
      <LimitReachedWarning />
      <RealityCheckPopup />
      <CanceledDepositWarning />
    </>
  );
}
