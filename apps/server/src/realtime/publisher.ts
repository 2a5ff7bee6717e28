import type { ChannelPayloads, PrivateChannel, PublicChannel, RoomChannel } from '@orbit/contract';

/** Published to a session's room when it ends: every node drops that session's sockets. */
export const SESSION_ENDED = 'session_ended';

/** What a room carries: the contract's room channels, and the server's own session-end signal. */
export type RoomEvents = Pick<ChannelPayloads, RoomChannel> & { [SESSION_ENDED]: Record<string, never> };

/**
 * How modules send realtime events; channel names and payloads come from the contract. The wallet
 * publishes `balance` after its transaction commits, the house games their shared rounds, the
 * jackpots `jackpots_changes`. The Socket.IO server (realtime role) implements it; across nodes the
 * Redis adapter carries it.
 */
export interface RealtimePublisher {
  /** A public channel everyone receives: `wins`, `jackpots_changes`. */
  publishPublic<C extends PublicChannel>(channel: C, data: ChannelPayloads[C]): void;
  /** A private channel of one player: `balance`, `game_limits`, `jackpot_win_award` … */
  publishToPlayer<C extends PrivateChannel>(userId: number, channel: C, data: ChannelPayloads[C]): void;
  /** A room's event, e.g. a house table's shared rounds (`house_round` to `house:{identifier}`). */
  publishToRoom<E extends keyof RoomEvents>(room: string, event: E, data: RoomEvents[E]): void;
}

/** Until a socket server is attached (and in tests that do not listen): events go nowhere. */
export const silentPublisher: RealtimePublisher = {
  publishPublic() {},
  publishToPlayer() {},
  publishToRoom() {},
};

/** The room of one session's sockets (its browser's tabs). */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
/** The room of a house game's shared rounds: the sockets watching that table. */
export const houseRoom = (identifier: string) => `house:${identifier}`;

/** A signed-out or revoked session's sockets stop receiving private events at once, on every node. */
export function endSessionSockets(publisher: RealtimePublisher, sessionId: number) {
  publisher.publishToRoom(sessionRoom(sessionId), SESSION_ENDED, {});
}
