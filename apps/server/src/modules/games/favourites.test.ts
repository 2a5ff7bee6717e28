import { FAVORITES_ACCEPT_CLIENT, type Game } from '@orbit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playedGames } from '../../db/schema/index.ts';
import { seedGameCatalogue } from '../../db/seed/games/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { TEST_CATALOGUE } from './test-catalogue.ts';

let t: TestApp;
/** Per identifier, the per-currency ids of the game. */
let currencyIds: Record<string, Game['currencies']>;
let gameIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  await seedGameCatalogue(t.deps.db, TEST_CATALOGUE, t.clock.now);
  const res = await t.request({
    method: 'POST',
    url: '/api/games_filter',
    payload: { page_size: 100, without_territorial_restrictions: true, device: 'mobile' },
  });
  const desktop = await t.request({
    method: 'POST',
    url: '/api/games_filter',
    payload: { page_size: 100, without_territorial_restrictions: true, device: 'desktop' },
  });
  currencyIds = {};
  for (const g of [...res.json().data, ...desktop.json().data] as Game[])
    currencyIds[g.identifier] = g.currencies;
  const rows = await t.deps.db.query.games.findMany({ columns: { id: true, identifier: true } });
  gameIds = Object.fromEntries(rows.map((r) => [r.identifier, r.id]));
});
afterAll(() => t.close());

const idOf = (identifier: string, currency: string) => {
  const id = currencyIds[identifier]?.[currency]?.id;
  if (id === undefined) throw new Error(`${identifier} has no ${currency} id`);
  return id;
};
const put = (cookie: string | undefined, id: number | string) =>
  t.request({ method: 'PUT', url: `/api/player/favorite_games/${id}`, cookie });
const del = (cookie: string | undefined, id: number | string) =>
  t.request({ method: 'DELETE', url: `/api/player/favorite_games/${id}`, cookie });
const list = (cookie: string | undefined, acceptClient?: string) =>
  t.request({
    method: 'GET',
    url: '/api/player/favorite_games',
    cookie,
    headers: acceptClient ? { 'accept-client': acceptClient } : {},
  });

describe('favourite games', () => {
  it('guests get 401 on every favourites call', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(undefined, FAVORITES_ACCEPT_CLIENT.ids)).statusCode).toBe(401);
    expect((await put(undefined, idOf('alpha/lucky-fruits', 'CAD'))).statusCode).toBe(401);
    expect((await del(undefined, idOf('alpha/lucky-fruits', 'CAD'))).statusCode).toBe(401);
    expect((await put(undefined, 'abc')).statusCode).toBe(401);
  });

  it('adds by any per-currency id, lists newest first in both formats, removes', async () => {
    const { cookie } = await createSignedInPlayer(t, { currency: 'CAD' });
    expect((await list(cookie)).json()).toEqual([]);
    expect((await put(cookie, idOf('alpha/lucky-fruits', 'CAD'))).statusCode).toBe(204);
    t.clock.advance(1000);
    // The demo id and another currency's id name the same kind of thing: a game.
    expect((await put(cookie, idOf('gamma/crash-rocket', 'FUN'))).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await put(cookie, idOf('alpha/fortune-reels', 'EUR'))).statusCode).toBe(204);

    const v1 = await list(cookie, FAVORITES_ACCEPT_CLIENT.ids);
    expect(v1.statusCode).toBe(200);
    // v1 answers the ids of the player's currency (CAD), newest first.
    expect(v1.json()).toEqual([
      idOf('alpha/fortune-reels', 'CAD'),
      idOf('gamma/crash-rocket', 'CAD'),
      idOf('alpha/lucky-fruits', 'CAD'),
    ]);
    const v2 = await list(cookie, FAVORITES_ACCEPT_CLIENT.games);
    expect(v2.json().map((g: Game) => g.identifier)).toEqual([
      'alpha/fortune-reels',
      'gamma/crash-rocket',
      'alpha/lucky-fruits',
    ]);
    // Without the header: full games, as v2.
    expect((await list(cookie)).json()).toEqual(v2.json());

    expect((await del(cookie, idOf('gamma/crash-rocket', 'BTC'))).statusCode).toBe(204);
    expect((await list(cookie, FAVORITES_ACCEPT_CLIENT.ids)).json()).toEqual([
      idOf('alpha/fortune-reels', 'CAD'),
      idOf('alpha/lucky-fruits', 'CAD'),
    ]);
  });

  it('PUT and DELETE are idempotent; a repeated PUT keeps the first date', async () => {
    const { cookie } = await createSignedInPlayer(t);
    const lucky = idOf('alpha/lucky-fruits', 'CAD');
    const rocket = idOf('gamma/crash-rocket', 'CAD');
    expect((await put(cookie, lucky)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await put(cookie, rocket)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await put(cookie, lucky)).statusCode).toBe(204);
    expect((await put(cookie, idOf('alpha/lucky-fruits', 'FUN'))).statusCode).toBe(204);
    expect((await list(cookie, FAVORITES_ACCEPT_CLIENT.ids)).json()).toEqual([rocket, lucky]);
    expect((await del(cookie, lucky)).statusCode).toBe(204);
    expect((await del(cookie, lucky)).statusCode).toBe(204);
    expect((await list(cookie, FAVORITES_ACCEPT_CLIENT.ids)).json()).toEqual([rocket]);
  });

  it("v1 falls back to the demo id of a game without the player's currency", async () => {
    const { cookie } = await createSignedInPlayer(t, { currency: 'AUD' }, { currencies: ['AUD'] });
    expect((await put(cookie, idOf('alpha/fortune-reels', 'FUN'))).statusCode).toBe(204);
    // quiet-slot has neither AUD nor a demo: it stays in the full list only.
    expect((await put(cookie, idOf('gamma/quiet-slot', 'USD'))).statusCode).toBe(204);
    expect((await list(cookie, FAVORITES_ACCEPT_CLIENT.ids)).json()).toEqual([
      idOf('alpha/fortune-reels', 'FUN'),
    ]);
    expect((await list(cookie)).json()).toHaveLength(2);
  });

  it('keeps players apart', async () => {
    const a = await createSignedInPlayer(t);
    const b = await createSignedInPlayer(t);
    await put(a.cookie, idOf('alpha/lucky-fruits', 'CAD'));
    expect((await list(b.cookie)).json()).toEqual([]);
    await del(b.cookie, idOf('alpha/lucky-fruits', 'CAD'));
    expect((await list(a.cookie)).json()).toHaveLength(1);
  });

  it('an unknown id is 404, a non-numeric one 422', async () => {
    const { cookie } = await createSignedInPlayer(t);
    for (const id of [999_999, 0, 99_999_999_999]) {
      const res = await put(cookie, id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().error).toBe('game_not_found');
      expect((await del(cookie, id)).statusCode).toBe(404);
    }
    for (const id of ['abc', '1.5', '-3', '1e3', '%20']) {
      const res = await put(cookie, id);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.id).toEqual(['validation.integer']);
      expect((await del(cookie, id)).statusCode).toBe(422);
    }
  });
});

describe('GET /api/player/played_games', () => {
  it('guests get 401', async () => {
    expect((await t.request({ method: 'GET', url: '/api/player/played_games' })).statusCode).toBe(401);
  });

  it('lists the games a player played, latest first', async () => {
    const { user, cookie } = await createSignedInPlayer(t);
    const empty = await t.request({ method: 'GET', url: '/api/player/played_games', cookie });
    expect(empty.json()).toEqual([]);
    await t.deps.db.insert(playedGames).values([
      {
        userId: user.id,
        gameId: gameIds['alpha/lucky-fruits']!,
        lastActivityAt: new Date('2025-01-02T10:00:00Z'),
      },
      {
        userId: user.id,
        gameId: gameIds['gamma/crash-rocket']!,
        lastActivityAt: new Date('2025-01-03T10:00:00Z'),
      },
    ]);
    const res = await t.request({ method: 'GET', url: '/api/player/played_games', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { identifier: 'gamma/crash-rocket', last_activity_at: '2025-01-03T10:00:00.000Z' },
      { identifier: 'alpha/lucky-fruits', last_activity_at: '2025-01-02T10:00:00.000Z' },
    ]);
  });

  it('the seed fills played games of the demo accounts it is given', async () => {
    const { user } = await createSignedInPlayer(t);
    await seedGameCatalogue(
      t.deps.db,
      { ...TEST_CATALOGUE, played: { [user.email]: ['alpha/book-of-orbit', 'nope/missing'] } },
      t.clock.now,
    );
    const rows = await t.deps.db.query.playedGames.findMany({
      where: (p, { eq }) => eq(p.userId, user.id),
    });
    expect(rows.map((r) => r.gameId)).toEqual([gameIds['alpha/book-of-orbit']]);
  });
});
