import { useEffect, useMemo, useRef } from 'react';
import { useChannel } from '~/features/realtime/index.ts';
import { throttle } from '~/shared/throttle.ts';

/** How often, at most, a burst of bets reloads a leaderboard. */
export const LIVE_THROTTLE_MS = 2_000;

const tournamentIdsOf = (payload: unknown): number[] =>
  Array.isArray(payload)
    ? payload.flatMap((status: unknown) =>
        typeof status === 'object' &&
        status !== null &&
        'tournament_id' in status &&
        typeof status.tournament_id === 'number'
          ? [status.tournament_id]
          : [],
      )
    : [];

/**
 * `tournaments_statuses` (the player's standings after a bet, a win or a confirmation): when
 * one of `ids` moved (any, when `ids` is null), `refresh` runs — at most once per
 * LIVE_THROTTLE_MS, the last event never dropped.
 */
export function useLiveStatuses(ids: readonly number[] | null, refresh: () => void) {
  const latest = useRef(refresh);
  latest.current = refresh;
  const throttled = useMemo(() => throttle(() => latest.current(), LIVE_THROTTLE_MS), []);
  useEffect(() => () => throttled.cancel(), [throttled]);
  // The channel's name as a literal: the contract's CHANNEL map would bring its zod schemas along.
  useChannel('tournaments_statuses', (payload) => {
    const moved = tournamentIdsOf(payload);
    if (moved.length === 0) return;
    if (ids === null || moved.some((id) => ids.includes(id))) throttled();
  });
}
