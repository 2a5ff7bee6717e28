/**
 * How modules send realtime events (reference §17.2). The wallet publishes `balance` after
 * its transaction commits, the house games their shared rounds, the jackpots `jackpots_changes`.
 * The Socket.IO server (realtime role) implements it; across nodes the Redis adapter carries it.
 */
export interface RealtimePublisher {
  /** A public channel everyone receives: `wins`, `jackpots_changes`. */
  publishPublic(channel: string, data: unknown): void;
  /** A private channel of one player: `balance`, `game_limits`, `jackpot_win_award` … */
  publishToPlayer(userId: number, channel: string, data: unknown): void;
  /** A room's event, e.g. a house table's shared rounds (`house:{identifier}`). */
  publishToRoom(room: string, event: string, data: unknown): void;
}

/** Until a socket server is attached (and in tests that do not listen): events go nowhere. */
export const silentPublisher: RealtimePublisher = {
  publishPublic() {},
  publishToPlayer() {},
  publishToRoom() {},
};

/** The room of one session's sockets (its browser's tabs). */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
/** Published to a session's room when it ends: every node drops that session's sockets. */
export const SESSION_ENDED = 'session_ended';

/** A signed-out or revoked session's sockets stop receiving private events at once, on every node. */
export function endSessionSockets(publisher: RealtimePublisher, sessionId: number) {
  publisher.publishToRoom(sessionRoom(sessionId), SESSION_ENDED, {});
}
