import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from './server.ts';

/** Socket.IO clients of a listening test app; every one is closed by `closeAll`. */
export function socketClients() {
  const open: Socket[] = [];
  return {
    /** A connected websocket client, signed in when a cookie (or a socket token, `auth.token`) is given. */
    async connect(app: FastifyInstance, options: { cookie?: string; origin?: string; token?: string } = {}) {
      const { port } = app.server.address() as AddressInfo;
      const headers: Record<string, string> = {};
      if (options.cookie) headers.cookie = options.cookie;
      if (options.origin) headers.origin = options.origin;
      const socket = connect(`http://127.0.0.1:${port}`, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        extraHeaders: headers,
        ...(options.token === undefined ? {} : { auth: { token: options.token } }),
        reconnection: false,
        forceNew: true,
      });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll() {
      for (const socket of open.splice(0)) socket.disconnect();
    },
  };
}

/** Every payload a socket receives on a channel, in order. */
export function collect(socket: Socket, channel: string) {
  const received: unknown[] = [];
  socket.on(channel, (data: unknown) => received.push(data));
  return received;
}

/** The next payload of a channel, or a rejection after `ms`. */
export function nextEvent(socket: Socket, channel: string, ms = 3000) {
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${channel} event within ${ms} ms`)), ms);
    socket.once(channel, (data: unknown) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

/** Resolves when the socket is disconnected (with the reason), or rejects after `ms`. */
export function disconnection(socket: Socket, ms = 3000) {
  return new Promise<string>((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * A round trip through the server: once a `house:join` ack comes back, every event the
 * server emitted before it has been delivered on this socket (one ordered connection).
 */
export async function roundTrip(socket: Socket) {
  await socket.timeout(3000).emitWithAck('house:join', { game: 'orbit/round-trip' });
}
