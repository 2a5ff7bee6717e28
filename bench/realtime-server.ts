// The bare realtime server of bench/realtime-fanout.mjs: Fastify + Orbit's Socket.IO module
// (apps/server/src/realtime/server.ts), no database (guests only), driven over IPC.
// Run by the benchmark: node --import tsx bench/realtime-server.ts <port> [redis-url]
import Fastify from 'fastify';
import type { Deps } from '../apps/server/src/deps.ts';
import { silentPublisher } from '../apps/server/src/realtime/publisher.ts';
import { attachRealtime } from '../apps/server/src/realtime/server.ts';

const port = Number(process.argv[2] ?? 3480);
const redisUrl = process.argv[3] || undefined;
const app = Fastify();
// Guests only: the handshake never reaches the database, so the deps are a stand-in.
app.decorate('deps', { realtime: silentPublisher } as unknown as Deps);
const io = await attachRealtime(app, { redisUrl, sessionCheckMs: 3_600_000 });
await app.listen({ port, host: '127.0.0.1' });

process.on('message', (message: { publish?: { seq: number }; count?: boolean; close?: boolean }) => {
  if (message.publish)
    app.deps.realtime.publishPublic('wins', { seq: message.publish.seq, sent: Date.now() });
  if (message.count) process.send?.({ sockets: io.of('/').sockets.size });
  if (message.close) void app.close().then(() => process.exit(0));
});
process.send?.({ ready: port });
