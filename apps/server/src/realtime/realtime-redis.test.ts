import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { registerPlayer, type TestPlayer } from '../test/players.ts';
import { collect, disconnection, nextEvent, roundTrip, socketClients } from './test-clients.ts';
import { account, jackpot, sharedRound, win } from './test-payloads.ts';
import { startThrowawayRedis, type ThrowawayRedis } from './throwaway-redis.ts';

/** Two nodes on one Redis (databases of their own: the adapter is what is under test). */
let redis: ThrowawayRedis;
let node1: TestApp;
let node2: TestApp;
/** A node without the realtime role (e.g. jobs only): it serves no sockets but publishes. */
let publisherOnly: TestApp;
let player: TestPlayer;
const clients = socketClients();

beforeAll(async () => {
  redis = await startThrowawayRedis();
  const config = {
    roles: new Set(['api', 'realtime']),
    redisUrl: redis.url,
    realtimeSessionCheckMs: 600_000,
  };
  [node1, node2, publisherOnly] = await Promise.all([
    startTestApp({ config }),
    startTestApp({ seed: true, config }),
    startTestApp({ config: { ...config, roles: new Set(['jobs']) } }),
  ]);
  await Promise.all([node1, node2].map((n) => n.app.listen({ port: 0, host: '127.0.0.1' })));
  player = await registerPlayer(node2);
}, 240_000);
afterEach(() => clients.closeAll());
afterAll(async () => {
  try {
    await Promise.allSettled([node1?.close(), node2?.close(), publisherOnly?.close()]);
  } finally {
    // Never left running, whatever failed above.
    await redis?.stop();
  }
});

describe('realtime across nodes (Redis adapter)', () => {
  it('a public event published on node 1 reaches a socket on node 2', async () => {
    const socket = await clients.connect(node2.app);
    const wins = nextEvent(socket, 'wins');
    node1.deps.realtime.publishPublic('wins', win('Ann'));
    expect(await wins).toEqual(win('Ann'));
  });

  it('a node without the realtime role publishes to the sockets of the others, and serves none', async () => {
    const socket = await clients.connect(node1.app);
    const jackpots = nextEvent(socket, 'jackpots_changes');
    publisherOnly.deps.realtime.publishPublic('jackpots_changes', jackpot(4));
    expect(await jackpots).toEqual(jackpot(4));
    await publisherOnly.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(clients.connect(publisherOnly.app)).rejects.toThrow();
  });

  it('a player’s private event and a house room’s event cross nodes, to them only', async () => {
    const mine = await clients.connect(node2.app, { cookie: player.cookie });
    const guest = await clients.connect(node2.app);
    expect(await mine.emitWithAck('house:join', { game: 'orbit/crash' })).toEqual({ ok: true });
    const guestBalances = collect(guest, 'balance');
    const guestRounds = collect(guest, 'house_round');
    const balance = nextEvent(mine, 'balance');
    const round = nextEvent(mine, 'house_round');
    // Node 1 has never seen this player: the user id is all it needs.
    node1.deps.realtime.publishToPlayer(player.id, 'balance', account(700));
    node1.deps.realtime.publishToRoom('house:orbit/crash', 'house_round', sharedRound('orbit/crash', 9));
    expect(await balance).toEqual(account(700));
    expect(await round).toEqual(sharedRound('orbit/crash', 9));
    node1.deps.realtime.publishPublic('wins', win('last'));
    await nextEvent(guest, 'wins');
    await roundTrip(guest);
    expect(guestBalances).toEqual([]);
    expect(guestRounds).toEqual([]);
  });

  it('signing out on node 1 drops the session’s socket on node 2', async () => {
    const socket = await clients.connect(node2.app, { cookie: player.cookie });
    const gone = disconnection(socket, 3000);
    // Node 1 shares no database with node 2 here, so the sign-out is published as node 2's would be.
    const session = await node2.request({
      method: 'GET',
      url: '/api/player/sessions',
      cookie: player.cookie,
    });
    const current = (session.json() as { id: number; current: boolean }[]).find((s) => s.current);
    expect(current).toBeDefined();
    node1.deps.realtime.publishToRoom(`session:${current?.id}`, 'session_ended', {});
    expect(await gone).toBe('io server disconnect');
  });
});
