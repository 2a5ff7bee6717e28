import type { Socket } from 'socket.io-client';
import { dispatch, onHouseRooms, wantedHouseRooms } from './channels.ts';

/** The path the server's Socket.IO listens on (apps/server/src/realtime/server.ts). */
const SOCKET_PATH = '/socket.io';
/** After the server dropped us (a session ended), the next try is a fresh handshake. */
const RECONNECT_AFTER_SERVER_DISCONNECT_MS = 1000;

/** `<html data-realtime>`: whether live updates flow (styling hooks and the browser tests read it). */
function markState(state: 'connected' | 'disconnected') {
  document.documentElement.dataset.realtime = state;
}

/**
 * One socket for the page. socket.io-client is loaded here, by dynamic import, so none of it
 * is in the page's start-up JavaScript. Websocket only: several nodes need no sticky sessions.
 */
export class RealtimeConnection {
  private socket: Socket | null = null;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  async start() {
    const { io } = await import('socket.io-client');
    if (this.stopped) return;
    const socket = io({ path: SOCKET_PATH, transports: ['websocket'], withCredentials: true });
    this.socket = socket;
    socket.onAny((event: string, data: unknown) => dispatch(event, data));
    socket.on('connect', () => {
      markState('connected');
      for (const game of wantedHouseRooms()) socket.emit('house:join', { game });
    });
    socket.on('disconnect', (reason) => {
      markState('disconnected');
      // The client reconnects by itself except when the server closed the socket on purpose.
      if (reason === 'io server disconnect' && !this.stopped) {
        this.retry = setTimeout(() => socket.connect(), RECONNECT_AFTER_SERVER_DISCONNECT_MS);
      }
    });
    onHouseRooms((game, joined) => {
      if (socket.connected) socket.emit(joined ? 'house:join' : 'house:leave', { game });
    });
  }

  /** A new handshake, e.g. after sign-in or sign-out: the cookie decides the private rooms. */
  reconnect() {
    if (!this.socket) return;
    this.socket.disconnect();
    this.socket.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    onHouseRooms(null);
    this.socket?.disconnect();
    this.socket = null;
  }
}
