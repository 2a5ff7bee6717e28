import type { SharedRoundEvent } from '@orbit/contract';
import { useEffect } from 'react';
import { joinHouseRoom } from './channels.ts';
import { useChannel } from './use-channel.ts';

const isRoundOf = (game: string, data: unknown): data is SharedRoundEvent =>
  typeof data === 'object' && data !== null && (data as { game?: unknown }).game === game;

/**
 * A shared-round table's events (`house_round` of room `house:{game}`) while mounted: joins the
 * room (again after every reconnect) and hands over only that game's rounds. Needs a mounted
 * `<Realtime />` on the page (the shell has one; the game's own iframe page mounts its own).
 */
export function useHouseRoom(game: string | null, onRound: (round: SharedRoundEvent) => void) {
  useChannel('house_round', (data) => {
    if (game !== null && isRoundOf(game, data)) onRound(data);
  });
  useEffect(() => (game === null ? undefined : joinHouseRoom(game)), [game]);
}
