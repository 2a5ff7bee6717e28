import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Game, GamesFilterResponse } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/index.ts';
import { seedGameCatalogue } from '../../db/seed/games/index.ts';
import { catalogueChangedElsewhere } from '../../lib/catalogue-version.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { answerCache, encodedAnswer, preferredEncoding } from './answer-cache.ts';
import { changeGame, changeProducer, operatorCategories, orderCategories } from './operator-service.ts';
import { TEST_CATALOGUE } from './test-catalogue.ts';

let t: TestApp;
/** Every statement the app sends, to tell a kept answer from a fresh one. */
const statements: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ onQuery: (sql) => statements.push(sql) });
  await seedGameCatalogue(t.deps.db, TEST_CATALOGUE, t.clock.now);
});
afterAll(() => t.close());

const filter = (payload: object, headers: Record<string, string> = {}, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/games_filter', payload, headers, ...(cookie ? { cookie } : {}) });
async function ok(payload: object, headers: Record<string, string> = {}, cookie?: string) {
  const res = await filter(payload, headers, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json<GamesFilterResponse>();
}
const ids = (body: { data: Game[] }) => body.data.map((g) => g.identifier);
const gameId = async (identifier: string) =>
  (await t.deps.db.select({ id: games.id }).from(games).where(eq(games.identifier, identifier)))[0]!.id;
/** Reads a games_filter answer and says how many statements on the catalogue answering it took. */
async function statementsFor(payload: object, headers: Record<string, string> = {}) {
  const before = statements.length;
  const body = await ok(payload, headers);
  // The mirror's hosts are read now and then (sites/service.ts): not the catalogue's part.
  return { body, statements: statements.slice(before).filter((s) => /\bgames\b/.test(s)).length };
}

describe('POST /api/games_filter: kept answers', () => {
  // PGlite's statement hook sees every statement; the PostgreSQL pool's too.
  const fortune = { page_size: 100, filter: { title: 'fortune' } };

  it('answers a repeated query from memory, and a page in one statement besides its list', async () => {
    const query = { page_size: 7, filter: { categories: { identifiers: ['pokies'] } } };
    const first = await statementsFor(query);
    // The ordered list of the matching games, and the page with its categories, currencies and
    // shared SEO titles.
    expect(first.statements).toBe(2);
    const again = await statementsFor(query);
    expect(again.statements).toBe(0);
    expect(again.body).toEqual(first.body);
    // Another page of the same list, in any size, reuses the list: one statement.
    expect((await statementsFor({ ...query, page: 2 })).statements).toBe(1);
    const resized = await statementsFor({ ...query, page: 3, page_size: 5 });
    expect(resized.statements).toBe(1);
    // The same games as that slice of the whole list read at once.
    const whole = await ok({ ...query, page_size: 100 });
    expect(ids(resized.body)).toEqual(ids(whole).slice(10, 15));
    expect(resized.body.pagination.total_count).toBe(whole.pagination.total_count);
    // A page beyond the list reads nothing.
    const beyond = await statementsFor({ ...query, page: 1000 });
    expect(beyond.statements).toBe(0);
    expect(beyond.body.data).toEqual([]);
  });

  it('answers exactly what the response schema describes, key for key', async () => {
    for (const query of [{ page_size: 100, without_territorial_restrictions: true }, { device: 'mobile' }]) {
      const body = await ok(query);
      expect(body.data.length).toBeGreaterThan(0);
      // The schema drops keys it does not know: an equal result means there were none.
      expect(GamesFilterResponse.parse(body)).toEqual(body);
    }
  });

  it('keys on the normalised query: case and accents of the title, category case, defaults', async () => {
    const plain = await statementsFor({ filter: { title: 'fortune' } });
    const spelled = await statementsFor({
      device: 'desktop',
      page: 1,
      page_size: 40,
      filter: { title: '  FÖRTUNE ' },
    });
    expect(spelled.statements).toBe(0);
    expect(spelled.body).toEqual(plain.body);
  });

  it("an operator's edit on this node shows at once", async () => {
    expect(ids(await ok(fortune))).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
    const id = await gameId('alpha/fortune-reels');
    await changeGame(t.deps, id, { enabled: false });
    try {
      expect(ids(await ok(fortune))).toEqual(['beta/great-fortune']);
    } finally {
      await changeGame(t.deps, id, { enabled: true });
    }
    expect(ids(await ok(fortune))).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
    await changeProducer(t.deps, 'alpha', { restricted_countries: ['CA'] });
    try {
      expect(ids(await ok(fortune))).toEqual(['beta/great-fortune']);
      expect((await ok(fortune)).pagination.total_count).toBe(1);
    } finally {
      await changeProducer(t.deps, 'alpha', { restricted_countries: [] });
    }
    expect(ids(await ok(fortune))).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
  });

  it("another node's edit shows once that node's message arrives (Redis), the count too", async () => {
    expect(ids(await ok(fortune))).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
    // Another node changes the database: this node still answers from memory...
    await t.deps.db.update(games).set({ enabled: false }).where(eq(games.identifier, 'beta/great-fortune'));
    try {
      expect(ids(await ok(fortune))).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
      // ...until it hears of the change (cluster/catalogue-changes.ts calls this).
      catalogueChangedElsewhere(t.deps.db);
      const after = await ok(fortune);
      expect(ids(after)).toEqual(['alpha/fortune-reels']);
      expect(after.pagination.total_count).toBe(1);
    } finally {
      await t.deps.db.update(games).set({ enabled: true }).where(eq(games.identifier, 'beta/great-fortune'));
      catalogueChangedElsewhere(t.deps.db);
    }
    expect(ids(await ok(fortune))).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
  });

  it("a game's tile is read once for every list and page size holding it; an edit shows in it at once", async () => {
    catalogueChangedElsewhere(t.deps.db); // nothing kept from the tests before
    const categoriesOf = (body: GamesFilterResponse) =>
      body.data.find((g) => g.identifier === 'alpha/fortune-reels')?.categories;
    // The list and the tiles of its two games.
    expect((await statementsFor(fortune)).statements).toBe(2);
    // Another list of the same games, another page size: its list only.
    const byTitle = {
      page_size: 3,
      filter: { title: 'fortune' },
      sort: { type: 'title', direction: 'DESC' },
    };
    const other = await statementsFor(byTitle);
    expect(other.statements).toBe(1);
    expect(ids(other.body)).toEqual(['beta/great-fortune', 'alpha/fortune-reels']);
    const lobbyOrder = categoriesOf(other.body);
    expect(lobbyOrder?.length).toBeGreaterThan(1);
    // The operator reverses the lobby's categories: the tile lists them in the new order at once.
    const categories = (await operatorCategories(t.deps)).map((c) => c.id);
    await orderCategories(t.deps, [...categories].reverse());
    try {
      expect(categoriesOf(await ok(byTitle))).toEqual([...(lobbyOrder ?? [])].reverse());
    } finally {
      await orderCategories(t.deps, categories);
    }
    expect(categoriesOf(await ok(byTitle))).toEqual(lobbyOrder);
  });

  it("visitors of two countries, or two players, never get each other's answer", async () => {
    const canadian = await createSignedInPlayer(t, { country: 'CA' });
    const german = await createSignedInPlayer(t, { country: 'DE' });
    const fromGermany = { 'x-country-code': 'DE' };
    // Alternating, so that each would be served the other's kept answer if the key lacked the country.
    for (let round = 0; round < 2; round++) {
      expect(ids(await ok(fortune, fromGermany, german.cookie))).toEqual(['alpha/fortune-reels']);
      expect(ids(await ok(fortune, {}, canadian.cookie))).toEqual([
        'alpha/fortune-reels',
        'beta/great-fortune',
      ]);
      expect(ids(await ok(fortune, fromGermany))).toEqual(['alpha/fortune-reels']);
      expect(ids(await ok(fortune))).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
    }
    // Asking without territorial restrictions is another question, whatever the country.
    const everywhere = { ...fortune, without_territorial_restrictions: true };
    expect(ids(await ok(everywhere, fromGermany))).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
    // A kept answer sets no cookie and carries nothing of the player who asked first.
    const res = await filter(fortune, {}, canadian.cookie);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toContain(canadian.user.email);
  });

  it('bad filters are 422 with field errors, every time (a refusal is never kept)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await filter({ filter: { hit_rate: ['a lot'] } });
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain('filter.hit_rate');
    }
    const wrongType = await filter({ page: 'two', filter: { categories: { identifiers: 'pokies' } } });
    expect(wrongType.statusCode).toBe(422);
    const bad = await filter({ filter: { title: 'x'.repeat(101) } });
    expect(bad.statusCode).toBe(422);
    const notJson = await t.request({
      method: 'POST',
      url: '/api/games_filter',
      payload: '{"filter":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('POST /api/games_filter: compressed once, sent many times', () => {
  const query = { page_size: 30, filter: { categories: { identifiers: ['all'] } } };

  it('sends the kept answer brotli- or gzip-compressed as the client takes it, the same JSON', async () => {
    const plain = await filter(query);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['gzip;q=0.5, br;q=0.9', 'br', brotliDecompressSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await filter(query, { 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.vary).toContain('accept-encoding');
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
    const refused = await filter(query, { 'accept-encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('a small answer goes out uncompressed', async () => {
    const res = await filter({ filter: { title: 'no such game at all' } }, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<GamesFilterResponse>().data).toEqual([]);
  });

  it('reads Accept-Encoding weights', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('BR')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0')).toBeUndefined();
    expect(preferredEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });

  it('compresses an answer once per encoding', async () => {
    const answer = encodedAnswer(JSON.stringify({ data: 'x'.repeat(5_000) }));
    const first = answer.encoded('br');
    expect(answer.encoded('br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(answer.json);
    expect(gunzipSync(await answer.encoded('gzip')).toString()).toBe(answer.json);
    expect(answer.bytes).toBe(answer.json.length);
  });
});

describe('answerCache', () => {
  const db = {};
  const clock = { now: 0 };
  const counter = () => {
    let calls = 0;
    return {
      compute: async () => `answer ${++calls}`,
      get calls() {
        return calls;
      },
    };
  };

  it('shares one computation between concurrent identical calls', async () => {
    const cache = answerCache({ now: () => clock.now });
    let release = (_: string) => {};
    let calls = 0;
    const slow = () => {
      calls++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const a = cache(db, 'k', slow);
    const b = cache(db, 'k', slow);
    release('one');
    expect(await Promise.all([a, b])).toEqual(['one', 'one']);
    expect(calls).toBe(1);
  });

  it('keeps an answer for its time, per owner and key', async () => {
    const cache = answerCache({ ttlMs: 1_000, now: () => clock.now });
    const c = counter();
    clock.now = 0;
    expect(await cache(db, 'k', c.compute)).toBe('answer 1');
    clock.now = 999;
    expect(await cache(db, 'k', c.compute)).toBe('answer 1');
    expect(await cache({}, 'k', c.compute)).toBe('answer 2');
    expect(await cache(db, 'other', c.compute)).toBe('answer 3');
    clock.now = 1_000;
    expect(await cache(db, 'k', c.compute)).toBe('answer 4');
  });

  it('drops what was kept when the catalogue changes, also during a computation', async () => {
    const cache = answerCache({ now: () => clock.now });
    const owner = {};
    const c = counter();
    expect(await cache(owner, 'k', c.compute)).toBe('answer 1');
    catalogueChangedElsewhere(owner);
    expect(await cache(owner, 'k', c.compute)).toBe('answer 2');
    // An edit while the answer is computed: that answer is not reused afterwards.
    const during = cache(owner, 'k2', async () => {
      catalogueChangedElsewhere(owner);
      return 'read before the edit';
    });
    expect(await during).toBe('read before the edit');
    expect(await cache(owner, 'k2', c.compute)).toBe('answer 3');
  });

  it('keeps no failure, and at most maxEntries answers (the least recently used goes)', async () => {
    const cache = answerCache({ maxEntries: 2, now: () => clock.now });
    await expect(cache(db, 'f', () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(await cache(db, 'f', async () => 'recovered')).toBe('recovered');
    const c = counter();
    await cache(db, 'a', c.compute); // answer 1; 'f' is now the least recently used
    await cache(db, 'f', c.compute); // still kept: 'a' becomes the least recently used
    await cache(db, 'b', c.compute); // answer 2: 'a' goes
    expect(await cache(db, 'f', c.compute)).toBe('recovered');
    expect(await cache(db, 'a', c.compute)).toBe('answer 3');
    expect(await cache(db, 'x'.repeat(2_001), c.compute)).toBe('answer 4');
    expect(await cache(db, 'x'.repeat(2_001), c.compute)).toBe('answer 5');
  });
});
