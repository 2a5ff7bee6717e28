import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Game, GameCollection } from '@orbit/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, gameCategories } from '../../db/schema/index.ts';
import { seedGameCatalogue } from '../../db/seed/games/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { FILLER_COUNT, TEST_CATALOGUE } from './test-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedGameCatalogue(t.deps.db, TEST_CATALOGUE, t.clock.now);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const fromGermany = { 'x-country-code': 'DE' };
const fromEstonia = { 'x-country-code': 'EE' };

describe('GET /api/games/collections', () => {
  it('lists the base collections in lobby order with their game counts', async () => {
    const res = await get('/api/games/collections');
    expect(res.statusCode).toBe(200);
    const list: GameCollection[] = res.json();
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(list[0]).toMatchObject({ id: 'top', title: 'Top games', games_count: 3 });
    expect(byId.get('all')?.games_count).toBe(TEST_CATALOGUE.games.length);
    expect(byId.get('special')?.games_count).toBe(FILLER_COUNT);
    expect(byId.get('live')?.games_count).toBe(1);
  });

  it("adds the geo variants of the visitor's country only", async () => {
    const canada: GameCollection[] = (await get('/api/games/collections')).json();
    expect(canada.map((c) => c.id)).toContain('top:ca');
    expect(canada.map((c) => c.id)).not.toContain('top:ee');
    const estonia: GameCollection[] = (await get('/api/games/collections', fromEstonia)).json();
    expect(estonia.map((c) => c.id)).toContain('top:ee');
    expect(estonia.map((c) => c.id)).not.toContain('top:ca');
    // The variant sits next to its base collection.
    const ids = estonia.map((c) => c.id);
    expect(ids.indexOf('top:ee')).toBe(ids.indexOf('top') + 1);
    const germany: GameCollection[] = (await get('/api/games/collections', fromGermany)).json();
    expect(germany.some((c) => c.id.includes(':'))).toBe(false);
  });

  it('migration 0031 renames an upper-case geo id to lower case, its games with it', async () => {
    const { db } = t.deps;
    await db.insert(categories).values({ id: 'top:NZ', slug: 'top', country: 'NZ', title: 'Top in NZ' });
    const [game] = await db.select({ gameId: gameCategories.gameId }).from(gameCategories).limit(1);
    await db.insert(gameCategories).values({ gameId: game!.gameId, categoryId: 'top:NZ', position: 0 });
    const migration = readFileSync(
      join(import.meta.dirname, '../../../drizzle/0031_geo_category_ids_lower_case.sql'),
      'utf8',
    );
    await db.execute(sql.raw(migration));
    const members = await db.select().from(gameCategories).where(eq(gameCategories.categoryId, 'top:nz'));
    expect(members.map((m) => m.gameId)).toEqual([game!.gameId]);
    const renamed = await db.select().from(categories).where(eq(categories.slug, 'top'));
    expect(renamed.map((c) => c.id).sort()).toEqual(['top', 'top:ca', 'top:ee', 'top:nz']);
    await db.delete(categories).where(eq(categories.id, 'top:nz'));
  });

  it('counts only the games the country may see', async () => {
    const germany: GameCollection[] = (await get('/api/games/collections', fromGermany)).json();
    // beta is restricted in Germany: Great Fortune leaves the top three.
    expect(germany.find((c) => c.id === 'top')?.games_count).toBe(2);
  });
});

describe('GET /api/games/providers', () => {
  it('lists the producers in order', async () => {
    const res = await get('/api/games/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'alpha', title: 'Alpha Studio' },
      { id: 'beta', title: 'Beta Games' },
      { id: 'gamma', title: 'Gamma Play' },
    ]);
  });

  it('leaves out producers restricted in the country', async () => {
    const ids = (await get('/api/games/providers', fromGermany)).json().map((p: { id: string }) => p.id);
    expect(ids).toEqual(['alpha', 'gamma']);
  });
});

describe('POST /api/games_filter/select', () => {
  const select = (payload: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/games_filter/select', payload: payload as object, headers });

  it('maps identifiers to games; unknown ones are absent', async () => {
    const res = await select({ game_ids: ['gamma/crash-rocket', 'alpha/lucky-fruits', 'nope/nothing'] });
    expect(res.statusCode).toBe(200);
    const map: Record<string, Game> = res.json();
    expect(Object.keys(map).sort()).toEqual(['alpha/lucky-fruits', 'gamma/crash-rocket']);
    expect(map['gamma/crash-rocket']).toMatchObject({
      identifier: 'gamma/crash-rocket',
      title: 'Crash Rocket',
    });
  });

  it('applies the device when given, and territorial restrictions', async () => {
    const mobile: Record<string, Game> = (
      await select({ game_ids: ['alpha/lucky-fruits', 'alpha/book-of-orbit'], device: 'mobile' })
    ).json();
    expect(Object.keys(mobile)).toEqual(['alpha/book-of-orbit']);
    const germany: Record<string, Game> = (
      await select({ game_ids: ['beta/great-fortune', 'alpha/fortune-reels'] }, fromGermany)
    ).json();
    expect(Object.keys(germany)).toEqual(['alpha/fortune-reels']);
  });

  it('refuses bad input with 422', async () => {
    for (const payload of [
      {},
      { game_ids: [] },
      { game_ids: 'alpha/lucky-fruits' },
      { game_ids: [42] },
      { game_ids: Array.from({ length: 201 }, (_, i) => `a/${i}`) },
      { game_ids: ['a/b'], device: 'tv' },
      { game_ids: ['a/b'], extra: 1 },
    ]) {
      const res = await select(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().errors).toBeTypeOf('object');
    }
  });
});

describe('GET /api/games/random', () => {
  it('picks a game of the category', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await get('/api/games/random?identifier=top');
      expect(res.statusCode).toBe(200);
      expect(['beta/great-fortune', 'alpha/fortune-reels', 'alpha/lucky-fruits']).toContain(
        res.json().identifier,
      );
    }
  });

  it('reads the category id in any case (TOP:CA is top:ca)', async () => {
    const res = await get('/api/games/random?identifier=TOP:CA');
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toContain('top:ca');
  });

  it('picks among every game without a category, and respects the device', async () => {
    expect((await get('/api/games/random')).statusCode).toBe(200);
    const res = await get('/api/games/random?identifier=book-games&device=desktop');
    expect(res.statusCode).toBe(404);
    expect((await get('/api/games/random?identifier=book-games&device=mobile')).json().identifier).toBe(
      'alpha/book-of-orbit',
    );
  });

  it('answers 404 game_not_found for an unknown or empty category', async () => {
    for (const url of ['/api/games/random?identifier=nope', '/api/games/random?identifier=pls-tournament']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('game_not_found');
    }
  });

  it('refuses a bad query with a 4xx', async () => {
    expect((await get(`/api/games/random?identifier=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('/api/games/random?device=tv')).statusCode).toBe(400);
  });
});
