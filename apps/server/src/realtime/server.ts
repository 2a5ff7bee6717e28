import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { lookupSession, SESSION_COOKIE, stillLiveSessions } from '../modules/sessions/service.ts';
import { houseRoom, type RealtimePublisher, SESSION_ENDED, sessionRoom } from './publisher.ts';
import { verifySocketToken } from './socket-token.ts';

export const SOCKET_PATH = '/socket.io';
export const PUBLIC_ROOM = 'public';
export const userRoom = (userId: number) => `user:${userId}`;
/** A socket watches a few tables at most (a lobby preview, the game it plays). */
const MAX_HOUSE_ROOMS = 5;

interface SocketData {
  userId: number | null;
  sessionId: number | null;
}
type None = Record<string, never>;
type OrbitServer = Server<None, None, None, SocketData>;
type OrbitSocket = Socket<None, None, None, SocketData>;

const HouseRoomRequest = z.object({ game: z.string().min(1).max(100) });
type Ack = (answer: { ok: true } | { error: string }) => void;

export interface RealtimeOptions {
  redisUrl?: string | undefined;
  /**
   * False on a node without the realtime role: no sockets of its own, but with Redis its
   * modules' events still reach the sockets of the nodes that have it.
   */
  serveSockets?: boolean;
  /** How often each node re-checks its signed-in sockets' sessions (revoked, expired, idle). */
  sessionCheckMs?: number;
}

/**
 * Attaches Socket.IO to the app's HTTP server (realtime role) and makes `deps.realtime`
 * publish through it. With a Redis URL the adapter carries events and room operations to
 * every node; without one the in-memory adapter serves this node alone.
 */
export async function attachRealtime(app: FastifyInstance, options: RealtimeOptions = {}) {
  const serverOptions = {
    path: SOCKET_PATH,
    serveClient: false,
    // Small events only: a client has nothing big to say.
    maxHttpBufferSize: 16 * 1024,
  };
  const serveSockets = options.serveSockets ?? true;
  const io: OrbitServer = serveSockets ? new Server(app.server, serverOptions) : new Server(serverOptions);
  const redis = options.redisUrl ? await connectRedisAdapter(app, io, options.redisUrl) : null;

  io.use(async (socket, next) => {
    try {
      socket.data = await authenticate(app, socket);
      next();
    } catch (error) {
      app.log.error(error, 'realtime handshake failed');
      next(new Error('unavailable'));
    }
  });
  io.on('connection', (socket) => onConnection(socket));
  // Read at each scrape of /metrics: no work per connection.
  if (serveSockets) app.deps.metrics.countSocketsWith(() => io.of('/').sockets.size);

  const sweep = setInterval(() => {
    dropEndedSessions(app, io).catch((error) => app.log.error(error, 'realtime session check failed'));
  }, options.sessionCheckMs ?? 30_000);
  sweep.unref();

  app.deps.realtime = ioPublisher(io);
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    // A detached server has no engine to close, only its adapter.
    if (serveSockets) await io.close();
    else await io.of('/').adapter.close();
    await redis?.close();
  });
  return io;
}

/**
 * Who the handshake is: the session cookie resolved like an HTTP request's, else the signed
 * socket token of `settings.cent` (`auth: {token}`) whose session is still live; anyone else
 * is a guest.
 */
async function authenticate(app: FastifyInstance, socket: OrbitSocket): Promise<SocketData> {
  return (await byCookie(app, socket)) ?? (await byToken(app, socket)) ?? { userId: null, sessionId: null };
}

async function byCookie(app: FastifyInstance, socket: OrbitSocket): Promise<SocketData | null> {
  const { headers } = socket.handshake;
  // Another site's page may open a socket to us: the browser's cookie opens no private channel.
  if (headers.origin && !sameHost(headers.origin, headers.host)) return null;
  const token = headers.cookie ? app.parseCookie(headers.cookie)[SESSION_COOKIE] : undefined;
  if (!token) return null;
  const found = await lookupSession(app.deps, token);
  if (!found?.user) return null;
  return { userId: found.user.id, sessionId: found.session.id };
}

/** A bearer token only the player's own pages could read, so it is taken from any origin. */
async function byToken(app: FastifyInstance, socket: OrbitSocket): Promise<SocketData | null> {
  const auth: unknown = socket.handshake.auth;
  const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
  if (token === undefined) return null;
  const claims = await verifySocketToken(app.deps.db, token, app.deps.now());
  if (!claims) return null;
  const live = await stillLiveSessions(app.deps, [claims.sessionId]);
  return live.has(claims.sessionId) ? { userId: claims.userId, sessionId: claims.sessionId } : null;
}

function sameHost(origin: string, host: string | undefined) {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function onConnection(socket: OrbitSocket) {
  void socket.join(PUBLIC_ROOM);
  const { userId, sessionId } = socket.data;
  if (userId !== null && sessionId !== null) {
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
  }
  socket.on('house:join', (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as Ack) : () => {};
    const parsed = HouseRoomRequest.safeParse(payload);
    if (!parsed.success) return reply({ error: 'invalid_game' });
    const houseRooms = [...socket.rooms].filter((r) => r.startsWith('house:'));
    const room = houseRoom(parsed.data.game);
    if (!socket.rooms.has(room) && houseRooms.length >= MAX_HOUSE_ROOMS)
      return reply({ error: 'too_many_rooms' });
    void socket.join(room);
    reply({ ok: true });
  });
  socket.on('house:leave', (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as Ack) : () => {};
    const parsed = HouseRoomRequest.safeParse(payload);
    if (!parsed.success) return reply({ error: 'invalid_game' });
    void socket.leave(houseRoom(parsed.data.game));
    reply({ ok: true });
  });
}

/** Sessions ended by any path (password change, idle, expiry) lose their sockets here. */
async function dropEndedSessions(app: FastifyInstance, io: OrbitServer) {
  const signedIn = [...io.of('/').sockets.values()].filter((s) => s.data.sessionId !== null);
  if (signedIn.length === 0) return;
  const ids = [...new Set(signedIn.map((s) => s.data.sessionId ?? 0))];
  const live = await stillLiveSessions(app.deps, ids);
  for (const socket of signedIn) if (!live.has(socket.data.sessionId ?? 0)) socket.disconnect(true);
}

export function ioPublisher(io: OrbitServer): RealtimePublisher {
  return {
    publishPublic(channel, data) {
      io.to(PUBLIC_ROOM).emit(channel, data);
    },
    publishToPlayer(userId, channel, data) {
      io.to(userRoom(userId)).emit(channel, data);
    },
    publishToRoom(room, event, data) {
      // A session's end is not sent to its browser: its sockets are disconnected, on every node.
      if (event === SESSION_ENDED && room.startsWith('session:')) io.in(room).disconnectSockets(true);
      else io.to(room).emit(event, data);
    },
  };
}

/** Replaces each named command of a Redis client with one whose failure goes to `onFailure`. */
function heardFailures<C extends object>(
  client: C,
  names: Array<keyof C & string>,
  onFailure: (error: unknown) => void,
) {
  for (const name of names) {
    const send = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [name]: (...args: unknown[]) =>
        send(...args).catch((error: unknown) => {
          onFailure(error);
          return undefined;
        }),
    });
  }
}

async function connectRedisAdapter(app: FastifyInstance, io: OrbitServer, url: string) {
  // Loaded with REDIS_URL only: a node on its own never holds the Redis client's code.
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-adapter'),
  ]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // The adapter sends these without waiting or catching. With Redis away they wait in the queue
  // and then fail unheard, and an unheard failure ends the process: a broadcast while Redis is away
  // reaches this node's sockets only (the adapter emits locally first), and the node lives on.
  heardFailures(sub, ['unsubscribe', 'pUnsubscribe'], () => {});
  heardFailures(pub, ['publish'], (error) =>
    app.log.warn({ err: error }, 'realtime redis: broadcast to other nodes lost'),
  );
  for (const client of [pub, sub]) client.on('error', (error) => app.log.error(error, 'realtime redis'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return {
    async close() {
      // Closing politely waits for Redis; while it is away there is nothing to wait for.
      await Promise.allSettled([pub, sub].map((c) => (c.isReady ? c.close() : c.destroy())));
    },
  };
}
