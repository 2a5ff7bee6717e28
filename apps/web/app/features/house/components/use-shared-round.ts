import type { HouseRound, SharedRoundEvent } from '@orbit/contract';
import { useCallback, useEffect, useState } from 'react';
import { useHouseRoom } from '~/features/realtime/index.ts';
import { betRoundId, phaseAt, type SharedPhase } from '../model/shared-round.ts';
import { useHouseFrame } from './frame-context.tsx';

/**
 * The current time, ticking every `ms` while mounted; null until then, so the server's page and
 * the browser's first render (hydration) agree.
 */
export function useNow(ms: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Without a live socket the frame asks the server for the table every few seconds. */
const POLL_MS = 3000;
const socketLive = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.realtime === 'connected';

/**
 * A shared-round table as the frame sees it: the round now (from the session, then the room's
 * `house_round` events), its phase by the clock, and the player's bets in it. A settled round
 * re-reads the session, so the balance shows what the round paid.
 */
export function useSharedRound(tickMs = 250) {
  const frame = useHouseFrame();
  const { session, refresh } = frame;
  const [event, setEvent] = useState<SharedRoundEvent | null>(session.shared_round);
  const [bets, setBets] = useState<HouseRound[]>(session.shared_bets);
  const now = useNow(tickMs);

  const newer = useCallback((next: SharedRoundEvent) => {
    setEvent((current) =>
      current &&
      (current.round_id > next.round_id ||
        (current.round_id === next.round_id && current.phase === 'settled'))
        ? current
        : next,
    );
  }, []);

  /** Re-reads the session: the balance, and the player's bets with what they paid. */
  const sync = useCallback(async () => {
    const fresh = await refresh();
    if (!fresh) return;
    setBets((list) => [
      ...list.filter((b) => !fresh.shared_bets.some((f) => f.id === b.id)),
      ...fresh.shared_bets,
    ]);
    if (fresh.shared_round) newer(fresh.shared_round);
  }, [refresh, newer]);

  const onRound = useCallback(
    (next: SharedRoundEvent) => {
      newer(next);
      if (next.phase === 'settled') void sync();
    },
    [newer, sync],
  );
  useHouseRoom(session.game.identifier, onRound);

  // Fallback when no socket delivers the table's events.
  useEffect(() => {
    const timer = setInterval(() => {
      if (!socketLive()) void sync();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [sync]);

  const placeBet = useCallback(
    async (bet: unknown) => {
      const placed = await frame.sharedBet(bet);
      if (placed) setBets((list) => [...list.filter((b) => b.id !== placed.id), placed]);
      return placed;
    },
    [frame.sharedBet],
  );

  const cashOut = useCallback(
    async (betId: number) => {
      const closed = await frame.cashOut(betId);
      if (closed) setBets((list) => list.map((b) => (b.id === closed.id ? closed : b)));
      return closed;
    },
    [frame.cashOut],
  );

  // Before the clock runs (server render, hydration) the round is where the server said it was.
  const phase: SharedPhase | null = event ? (now === null ? event.phase : phaseAt(event, now)) : null;
  const myBets = event ? bets.filter((b) => betRoundId(b) === event.round_id) : [];
  return { event, phase, now, myBets, placeBet, cashOut };
}
