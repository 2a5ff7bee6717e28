import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { registerPlayer, signIn, TEST_PASSWORD, type TestPlayer } from '../test/players.ts';
import { SOCKET_TOKEN_TTL_MS } from './socket-token.ts';
import { collect, disconnection, nextEvent, roundTrip, socketClients } from './test-clients.ts';
import { account, jackpot, jackpotWinAward, sharedRound, win } from './test-payloads.ts';

let t: TestApp;
let alice: TestPlayer;
let bob: TestPlayer;
const clients = socketClients();

beforeAll(async () => {
  t = await startTestApp({
    seed: true,
    // The periodic session check is out of the way here: sign-out must act on its own.
    config: { roles: new Set(['api', 'realtime']), realtimeSessionCheckMs: 600_000 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await registerPlayer(t);
  bob = await registerPlayer(t);
}, 180_000);
afterEach(() => clients.closeAll());
afterAll(async () => {
  await t?.close();
});

describe('realtime channels', () => {
  it('a guest receives public events and none of a player’s private ones', async () => {
    const guest = await clients.connect(t.app);
    const balances = collect(guest, 'balance');
    const wins = nextEvent(guest, 'wins');
    t.deps.realtime.publishToPlayer(alice.id, 'balance', account(1));
    t.deps.realtime.publishPublic('wins', win('Ann'));
    expect(await wins).toEqual(win('Ann'));
    await roundTrip(guest);
    expect(balances).toEqual([]);
  });

  it('a signed-in player receives their own balance and not another player’s, and public events', async () => {
    const aliceSocket = await clients.connect(t.app, { cookie: alice.cookie });
    const bobSocket = await clients.connect(t.app, { cookie: bob.cookie });
    const aliceBalances = collect(aliceSocket, 'balance');
    const bobBalances = collect(bobSocket, 'balance');
    const jackpotEvent = nextEvent(aliceSocket, 'jackpots_changes');
    t.deps.realtime.publishToPlayer(alice.id, 'balance', account(1200));
    t.deps.realtime.publishPublic('jackpots_changes', jackpot(1));
    expect(await jackpotEvent).toEqual(jackpot(1));
    await Promise.all([roundTrip(aliceSocket), roundTrip(bobSocket)]);
    expect(aliceBalances).toEqual([account(1200)]);
    expect(bobBalances).toEqual([]);
  });

  it('every tab of a player gets their private events', async () => {
    const tabs = await Promise.all([
      clients.connect(t.app, { cookie: alice.cookie }),
      clients.connect(t.app, { cookie: alice.cookie }),
    ]);
    const got = tabs.map((s) => nextEvent(s, 'jackpot_win_award'));
    t.deps.realtime.publishToPlayer(alice.id, 'jackpot_win_award', jackpotWinAward(5));
    expect(await Promise.all(got)).toEqual([jackpotWinAward(5), jackpotWinAward(5)]);
  });

  it('a bad or unknown session cookie connects as a guest', async () => {
    for (const cookie of ['orbit_session=not-a-token', 'orbit_session=', 'garbage;;=;']) {
      const socket = await clients.connect(t.app, { cookie });
      const balances = collect(socket, 'balance');
      t.deps.realtime.publishToPlayer(alice.id, 'balance', account(1));
      await roundTrip(socket);
      expect(balances).toEqual([]);
    }
  });

  it('a page of another site gets no private channel even with the cookie', async () => {
    const socket = await clients.connect(t.app, { cookie: alice.cookie, origin: 'https://evil.example' });
    const balances = collect(socket, 'balance');
    t.deps.realtime.publishToPlayer(alice.id, 'balance', account(1));
    await roundTrip(socket);
    expect(balances).toEqual([]);
  });
});

describe('house rooms', () => {
  it('a socket that joins a game’s room gets its round events until it leaves', async () => {
    const watcher = await clients.connect(t.app);
    const other = await clients.connect(t.app);
    const rounds = collect(watcher, 'house_round');
    const otherRounds = collect(other, 'house_round');
    expect(await watcher.emitWithAck('house:join', { game: 'orbit/crash' })).toEqual({ ok: true });
    t.deps.realtime.publishToRoom('house:orbit/crash', 'house_round', sharedRound('orbit/crash', 1));
    t.deps.realtime.publishToRoom('house:orbit/roulette', 'house_round', sharedRound('orbit/roulette', 2));
    await Promise.all([roundTrip(watcher), roundTrip(other)]);
    expect(rounds).toEqual([sharedRound('orbit/crash', 1)]);
    expect(otherRounds).toEqual([]);

    expect(await watcher.emitWithAck('house:leave', { game: 'orbit/crash' })).toEqual({ ok: true });
    t.deps.realtime.publishToRoom('house:orbit/crash', 'house_round', sharedRound('orbit/crash', 3));
    await roundTrip(watcher);
    expect(rounds).toEqual([sharedRound('orbit/crash', 1)]);
  });

  it('refuses a malformed game and caps the rooms a socket holds', async () => {
    const socket = await clients.connect(t.app);
    for (const bad of [null, 'orbit/crash', { game: '' }, { game: 'x'.repeat(101) }, { game: 7 }]) {
      expect(await socket.emitWithAck('house:join', bad)).toEqual({ error: 'invalid_game' });
    }
    for (let i = 0; i < 5; i++) {
      expect(await socket.emitWithAck('house:join', { game: `orbit/g${i}` })).toEqual({ ok: true });
    }
    expect(await socket.emitWithAck('house:join', { game: 'orbit/g5' })).toEqual({ error: 'too_many_rooms' });
    // A join without an acknowledgement callback is fine too.
    socket.emit('house:join', { game: 'orbit/g0' });
    expect(socket.connected).toBe(true);
  });
});

describe('sessions end', () => {
  it('signing out disconnects that browser’s sockets at once; other sessions stay', async () => {
    const { cookie } = await signIn(t, alice.email, TEST_PASSWORD);
    const signedOut = await clients.connect(t.app, { cookie });
    const stays = await clients.connect(t.app, { cookie: bob.cookie });
    const gone = disconnection(signedOut, 1000);
    const res = await t.request({ method: 'DELETE', url: '/api/users/sign_out', cookie });
    expect(res.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    const balances = collect(stays, 'balance');
    t.deps.realtime.publishToPlayer(bob.id, 'balance', account(2));
    await roundTrip(stays);
    expect(balances).toEqual([account(2)]);
  });

  it('an idle session connects as a guest', async () => {
    const dave = await registerPlayer(t);
    t.clock.advance((t.deps.config.sessionIdleMinutes + 1) * 60_000);
    const socket = await clients.connect(t.app, { cookie: dave.cookie });
    const balances = collect(socket, 'balance');
    t.deps.realtime.publishToPlayer(dave.id, 'balance', account(3));
    await roundTrip(socket);
    expect(balances).toEqual([]);
  });
});

describe('the periodic session check', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await startTestApp({
      seed: true,
      config: { roles: new Set(['api', 'realtime']), realtimeSessionCheckMs: 200 },
    });
    await u.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await u?.close();
  });

  it('a session revoked elsewhere (password change) loses its sockets at the next check', async () => {
    const carol = await registerPlayer(u);
    const other = await signIn(u, carol.email);
    const socket = await clients.connect(u.app, { cookie: other.cookie });
    const kept = await clients.connect(u.app, { cookie: carol.cookie });
    const gone = disconnection(socket, 2000);
    const res = await u.request({
      method: 'PUT',
      url: '/api/users',
      cookie: carol.cookie,
      payload: {
        user: {
          current_password: TEST_PASSWORD,
          password: 'Orbit-pass-2',
          password_confirmation: 'Orbit-pass-2',
        },
      },
    });
    expect(res.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    // The browser that changed the password keeps its session and its socket.
    expect(kept.connected).toBe(true);
  });
});

describe('the socket token of settings.cent (for clients whose cookie does not reach the socket)', () => {
  const tokenOf = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: '/api/player/settings', cookie });
    return res.json().cent.token as string;
  };
  /** Whether a socket receives the player's private channel. */
  const receivesPrivate = async (socket: Awaited<ReturnType<typeof clients.connect>>, userId: number) => {
    const balances = collect(socket, 'balance');
    t.deps.realtime.publishToPlayer(userId, 'balance', account(7));
    await roundTrip(socket);
    return balances.length > 0;
  };

  it("opens the player's private channels without a cookie, from any origin", async () => {
    const erin = await registerPlayer(t);
    const socket = await clients.connect(t.app, {
      token: await tokenOf(erin.cookie),
      origin: 'https://newer-client.example',
    });
    expect(await receivesPrivate(socket, erin.id)).toBe(true);
  });

  it('a forged, tampered or malformed token connects as a guest', async () => {
    const frank = await registerPlayer(t);
    const token = await tokenOf(frank.cookie);
    const [version, user, session, expires, mac] = token.split('.');
    const flipped = `${mac!.startsWith('A') ? 'B' : 'A'}${mac!.slice(1)}`;
    const forged = [
      [version, alice.id, session, expires, mac].join('.'),
      [version, user, session, Number(expires) + 3_600_000, mac].join('.'),
      [version, user, session, expires, flipped].join('.'),
      'v1.1.1.1.',
      'not a token',
    ];
    for (const bad of forged) {
      const socket = await clients.connect(t.app, { token: bad });
      expect(await receivesPrivate(socket, frank.id), bad).toBe(false);
      expect(await receivesPrivate(socket, alice.id), bad).toBe(false);
    }
  });

  it('an expired token connects as a guest, though its session is still live', async () => {
    const gina = await registerPlayer(t);
    const token = await tokenOf(gina.cookie);
    t.clock.advance(SOCKET_TOKEN_TTL_MS + 1000);
    const socket = await clients.connect(t.app, { token });
    expect(await receivesPrivate(socket, gina.id)).toBe(false);
    const withCookie = await clients.connect(t.app, { cookie: gina.cookie });
    expect(await receivesPrivate(withCookie, gina.id)).toBe(true);
  });

  it('a token of a signed-out session connects as a guest', async () => {
    const hal = await registerPlayer(t);
    const token = await tokenOf(hal.cookie);
    await t.request({ method: 'DELETE', url: '/api/users/sign_out', cookie: hal.cookie });
    const socket = await clients.connect(t.app, { token });
    expect(await receivesPrivate(socket, hal.id)).toBe(false);
  });
});
