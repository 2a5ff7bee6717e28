import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useChannel } from '~/features/realtime/index.ts';
import { throttle } from '~/shared/throttle.ts';
import { ADVENTURE_QUERY_KEY } from '../api/get-adventure.ts';

/** How often, at most, a burst of bets reloads the calendar. */
export const ADVENTURE_REFRESH_MS = 3_000;

/**
 * The day's progress follows the player's deposits and bets: each `balance` event (a deposit, a
 * bet, a win) reloads the adventure, at most once per ADVENTURE_REFRESH_MS, the last never dropped.
 */
export function useLiveAdventure() {
  const queryClient = useQueryClient();
  const refresh = useMemo(
    () =>
      throttle(
        () => void queryClient.invalidateQueries({ queryKey: ADVENTURE_QUERY_KEY }),
        ADVENTURE_REFRESH_MS,
      ),
    [queryClient],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useChannel('balance', () => refresh());
}
