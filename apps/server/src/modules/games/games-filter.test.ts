import type { Game, GamesFilterResponse } from '@orbit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../db/seed/games/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { tileArtPath } from '../game-art/render.ts';
import { FILLER_COUNT, TEST_CATALOGUE, TEST_GAMES } from './test-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedGameCatalogue(t.deps.db, TEST_CATALOGUE, t.clock.now);
});
afterAll(() => t.close());

const filter = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/games_filter', payload: payload as object, headers });

async function ok(payload: unknown, headers: Record<string, string> = {}): Promise<GamesFilterResponse> {
  const res = await filter(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (body: { data: Game[] }) => body.data.map((g) => g.identifier);
const everything = { page_size: 100, without_territorial_restrictions: true };

const desktopCount = TEST_GAMES.filter((g) => g.devices.includes('desktop')).length;

describe('POST /api/games_filter: pagination', () => {
  // The default device is the desktop.
  const total = desktopCount;

  it('pages through every game with the reference pagination', async () => {
    const first = await ok({ page: 1, page_size: 20, without_territorial_restrictions: true });
    expect(first.data).toHaveLength(20);
    expect(first.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: Math.ceil(total / 20),
      total_count: total,
    });
    const last = await ok({ page: 3, page_size: 20, without_territorial_restrictions: true });
    expect(last.data).toHaveLength(total - 40);
    expect(last.pagination).toMatchObject({ current_page: 3, next_page: null, prev_page: 2 });
  });

  it('pages do not overlap and together hold every game once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      seen.push(...ids(await ok({ page, page_size: 20, without_territorial_restrictions: true })));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toHaveLength(total);
  });

  it('a page beyond the last is empty with correct pagination', async () => {
    const body = await ok({ page: 9, page_size: 20, without_territorial_restrictions: true });
    expect(body).toEqual({
      data: [],
      pagination: {
        current_page: 9,
        next_page: null,
        prev_page: 3,
        total_pages: 3,
        total_count: total,
      },
    });
  });

  it('an exact multiple of the page size has no next page after the last full page', async () => {
    const body = await ok({
      filter: { categories: { identifiers: ['special'] } },
      page: 3,
      page_size: 15,
    });
    expect(body.data).toHaveLength(15);
    expect(body.pagination).toMatchObject({ total_count: FILLER_COUNT, total_pages: 3, next_page: null });
  });

  it('defaults to page 1 of 40 on the desktop', async () => {
    const body = await ok({ without_territorial_restrictions: true });
    expect(body.data).toHaveLength(40);
    expect(body.pagination.current_page).toBe(1);
    expect(body.data.every((g) => g.devices.includes('desktop'))).toBe(true);
  });

  it('no match: empty data, zero pages', async () => {
    const body = await ok({ filter: { title: 'zzzz-nothing' } });
    expect(body).toEqual({
      data: [],
      pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 0, total_count: 0 },
    });
  });
});

describe('POST /api/games_filter: categories and providers', () => {
  it('orders a category by its own position, then popularity', async () => {
    const body = await ok({
      ...everything,
      filter: { categories: { identifiers: ['top'], strategy: 'OR' } },
    });
    expect(ids(body)).toEqual(['beta/great-fortune', 'alpha/fortune-reels', 'alpha/lucky-fruits']);
  });

  it('position DESC reverses the category order', async () => {
    const body = await ok({
      ...everything,
      filter: { categories: { identifiers: ['top'] } },
      sort: { type: 'position', direction: 'DESC' },
    });
    expect(ids(body)).toEqual(['alpha/lucky-fruits', 'alpha/fortune-reels', 'beta/great-fortune']);
  });

  it('"new" is ordered by release, newest first', async () => {
    const body = await ok({ ...everything, filter: { categories: { identifiers: ['new'] } } });
    expect(ids(body)).toEqual(['gamma/crash-rocket', 'alpha/fortune-reels']);
  });

  it('several categories: games of any of them (OR), each once', async () => {
    const body = await ok({ ...everything, filter: { categories: { identifiers: ['top', 'new', 'nope'] } } });
    expect(new Set(ids(body))).toEqual(
      new Set(['beta/great-fortune', 'alpha/fortune-reels', 'alpha/lucky-fruits', 'gamma/crash-rocket']),
    );
    expect(body.pagination.total_count).toBe(4);
  });

  it('an unknown category is empty, not an error', async () => {
    const body = await ok({ filter: { categories: { identifiers: ['no-such-category'] } } });
    expect(body.data).toEqual([]);
  });

  it('engine collections: pokies, live, live_all, table, all', async () => {
    const of = async (id: string) =>
      ids(await ok({ ...everything, device: 'mobile', filter: { categories: { identifiers: [id] } } }));
    expect(await of('live')).toEqual(['beta/live-roulette']);
    expect(await of('live_all')).toEqual(['beta/live-roulette']);
    expect(await of('table')).toEqual(['gamma/blackjack-classic']);
    expect(await of('pokies')).toContain('beta/great-fortune');
    expect(await of('pokies')).not.toContain('gamma/crash-rocket');
    const all = await ok({
      ...everything,
      device: 'desktop',
      filter: { categories: { identifiers: ['all'] } },
    });
    expect(all.pagination.total_count).toBe(desktopCount);
  });

  it('accepts a geo variant id (top:ca), with its own order and set', async () => {
    const geo = await ok({ ...everything, filter: { categories: { identifiers: ['top:ca'] } } });
    expect(geo.data.length).toBeGreaterThan(3);
    // Only games that take CAD are in Canada's top.
    expect(geo.data.every((g) => 'CAD' in g.currencies)).toBe(true);
    expect(ids(geo)).not.toContain('alpha/book-of-orbit');
    expect(geo.data.every((g) => g.categories.includes('top:ca'))).toBe(true);
  });

  it('reads category ids in any case: the spec client may send top:CA, the newer one top:ca', async () => {
    const lower = await ok({ ...everything, filter: { categories: { identifiers: ['top:ca'] } } });
    const upper = await ok({ ...everything, filter: { categories: { identifiers: ['top:CA'] } } });
    expect(ids(upper)).toEqual(ids(lower));
    const first = await ok({
      ...everything,
      filter: { categories: { identifiers: ['all'] } },
      sort: { type: 'title', direction: 'ASC', top_categories: ['TOP:CA'] },
    });
    // The Canadian top comes first whatever case names it.
    expect(ids(first).slice(0, ids(lower).length).sort()).toEqual([...ids(lower)].sort());
  });

  it('filters by providers', async () => {
    const body = await ok({ ...everything, filter: { providers: ['gamma'] } });
    expect(ids(body)).toEqual(['gamma/blackjack-classic', 'gamma/crash-rocket', 'gamma/quiet-slot']);
    const two = await ok({ ...everything, filter: { providers: ['gamma', 'beta'] } });
    expect(two.pagination.total_count).toBe(5);
  });

  it('top_categories come first', async () => {
    const body = await ok({
      ...everything,
      filter: { providers: ['gamma'] },
      sort: { type: 'popularity', top_categories: ['crash-games'] },
    });
    expect(ids(body)[0]).toBe('gamma/crash-rocket');
  });
});

describe('POST /api/games_filter: title search', () => {
  it('is tolerant of case and accents, prefix matches first', async () => {
    const body = await ok({ ...everything, filter: { title: 'fortune' } });
    // "Great FORTUNE" is more popular, but "Fórtune Reels" starts with the query.
    expect(ids(body)).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
    const accented = await ok({ ...everything, filter: { title: '  FÓRTUNE ' } });
    expect(ids(accented)).toEqual(ids(body));
  });

  it('keeps prefix matches first under the explicit default sort, last when reversed', async () => {
    const asc = await ok({ ...everything, filter: { title: 'fortune' }, sort: { type: 'position' } });
    expect(ids(asc)).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
    const reversed = await ok({
      ...everything,
      filter: { title: 'fortune' },
      sort: { type: 'position', direction: 'DESC' },
    });
    expect(ids(reversed)).toEqual(['beta/great-fortune', 'alpha/fortune-reels']);
  });

  it('is backed by a trigram index on the normalised title', async () => {
    const rows = await t.deps.db
      .select({ def: sql<string>`indexdef` })
      .from(sql`pg_indexes`)
      .where(sql`indexname = 'games_search_title_trgm_idx'`);
    expect(rows[0]?.def).toMatch(/USING gin \(search_title gin_trgm_ops\)/);
  });

  it('matches inside titles and across words', async () => {
    expect(ids(await ok({ ...everything, filter: { title: 'of orb' } }))).toEqual([]);
    expect(ids(await ok({ ...everything, device: 'mobile', filter: { title: 'of orb' } }))).toEqual([
      'alpha/book-of-orbit',
    ]);
  });

  it('treats % and _ literally', async () => {
    expect(ids(await ok({ ...everything, filter: { title: '100%' } }))).toEqual(['beta/great-fortune']);
    expect(ids(await ok({ ...everything, filter: { title: '%' } }))).toEqual(['beta/great-fortune']);
    expect(ids(await ok({ ...everything, filter: { title: '_' } }))).toEqual([]);
  });

  it('a blank title does not filter', async () => {
    const body = await ok({ ...everything, filter: { title: '   ' } });
    expect(body.pagination.total_count).toBe(desktopCount);
  });
});

describe('POST /api/games_filter: device, territory, typed filters, sort', () => {
  it('leaves out games not made for the device', async () => {
    const desktop = ids(await ok({ ...everything, device: 'desktop' }));
    const mobile = ids(await ok({ ...everything, device: 'mobile' }));
    expect(desktop).toContain('alpha/lucky-fruits');
    expect(desktop).not.toContain('alpha/book-of-orbit');
    expect(mobile).toContain('alpha/book-of-orbit');
    expect(mobile).not.toContain('alpha/lucky-fruits');
  });

  it("hides producers restricted in the visitor's country unless asked not to", async () => {
    const fromGermany = { 'x-country-code': 'DE' };
    const hidden = await ok({ page_size: 100, filter: { title: 'fortune' } }, fromGermany);
    expect(ids(hidden)).toEqual(['alpha/fortune-reels']);
    const shown = await ok(
      { page_size: 100, filter: { title: 'fortune' }, without_territorial_restrictions: true },
      fromGermany,
    );
    expect(ids(shown)).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
    const fromCanada = await ok({ page_size: 100, filter: { title: 'fortune' } });
    expect(ids(fromCanada)).toEqual(['alpha/fortune-reels', 'beta/great-fortune']);
  });

  it('typed filters: currencies, volatility, lines, ways, hit_rate, payout', async () => {
    const of = async (f: object) => ids(await ok({ ...everything, device: 'mobile', filter: f }));
    expect(await of({ currencies: ['usd'] })).toEqual(['gamma/quiet-slot']);
    expect(await of({ volatility_rating: ['very-high', 'high'] })).toEqual([
      'beta/great-fortune',
      'alpha/fortune-reels',
    ]);
    expect(await of({ ways: [117649] })).toEqual(['beta/great-fortune']);
    expect(await of({ hit_rate: ['31'] })).toEqual(['beta/great-fortune']);
    expect(ids(await ok({ ...everything, filter: { lines: [5], payout: ['95.5'] } }))).toEqual([
      'alpha/lucky-fruits',
    ]);
    expect(await of({ lines: [] })).toEqual([]);
  });

  it('sorts by title, newest and popularity in either direction', async () => {
    const gamma = { ...everything, filter: { providers: ['gamma'] } };
    expect(ids(await ok({ ...gamma, sort: { type: 'title' } }))).toEqual([
      'gamma/blackjack-classic',
      'gamma/crash-rocket',
      'gamma/quiet-slot',
    ]);
    expect(ids(await ok({ ...gamma, sort: { type: 'title', direction: 'DESC' } }))[0]).toBe(
      'gamma/quiet-slot',
    );
    expect(ids(await ok({ ...gamma, sort: { type: 'new' } }))[0]).toBe('gamma/crash-rocket');
    expect(ids(await ok({ ...gamma, sort: { type: 'popularity' } }))[0]).toBe('gamma/blackjack-classic');
    expect(ids(await ok({ ...gamma, sort: { type: 'popularity', direction: 'DESC' } }))[0]).toBe(
      'gamma/quiet-slot',
    );
  });
});

describe('POST /api/games_filter: the Game shape', () => {
  it('presents a game as the reference does', async () => {
    const body = await ok({ ...everything, filter: { title: 'fortune reels' } });
    const [game] = body.data;
    expect(game).toMatchObject({
      identifier: 'alpha/fortune-reels',
      title: 'Fórtune Reels',
      seo_title: 'fortune-reels',
      uniq_seo_title: true,
      provider: 'alpha',
      devices: ['desktop', 'mobile'],
      lines: 20,
      ways: null,
      volatility_rating: 'high',
      hit_rate: '28.5',
      payout: '96.2',
      unfinished_games_for: [],
      has_demo_mode: true,
      slug: 'fortune-reels',
      preview: tileArtPath('alpha/fortune-reels'),
    });
    expect(Object.keys(game!.currencies).sort()).toEqual(['BTC', 'CAD', 'EUR', 'FUN']);
    expect(game!.currencies.CAD!.id).not.toBe(game!.currencies.FUN!.id);
    expect(game!.categories).toEqual(expect.arrayContaining(['top', 'new', 'all', 'pokies']));
  });

  it('has_demo_mode: no FUN id, or a live game, means no demo', async () => {
    const body = await ok({ ...everything, filter: { providers: ['gamma', 'beta'] } });
    const byId = new Map(body.data.map((g) => [g.identifier, g]));
    expect(byId.get('gamma/quiet-slot')).toMatchObject({ has_demo_mode: false });
    expect(byId.get('gamma/quiet-slot')!.currencies.FUN).toBeUndefined();
    expect(byId.get('beta/live-roulette')).toMatchObject({ has_demo_mode: false });
    expect(byId.get('beta/live-roulette')!.currencies.FUN).toBeDefined();
  });
});

describe('POST /api/games_filter: bad input is a 422 with field errors', () => {
  const cases: [string, unknown, string][] = [
    ['page 0', { page: 0 }, 'page'],
    ['negative page', { page: -1 }, 'page'],
    ['fractional page', { page: 1.5 }, 'page'],
    ['page as a string', { page: '2' }, 'page'],
    ['page_size 1000', { page_size: 1000 }, 'page_size'],
    ['page_size 0', { page_size: 0 }, 'page_size'],
    ['an unknown filter key', { filter: { colour: 'red' } }, 'filter.colour'],
    ['an unknown top-level key', { surprise: true }, 'surprise'],
    ['a title over 100 characters', { filter: { title: 'x'.repeat(101) } }, 'filter.title'],
    ['a title that is not a string', { filter: { title: 42 } }, 'filter.title'],
    ['an unknown device', { device: 'tv' }, 'device'],
    ['providers not a list', { filter: { providers: 'alpha' } }, 'filter.providers'],
    [
      'category strategy AND',
      { filter: { categories: { identifiers: ['top'], strategy: 'AND' } } },
      'filter.categories.strategy',
    ],
    ['an unknown volatility', { filter: { volatility_rating: ['extreme'] } }, 'filter.volatility_rating.0'],
    ['a payout that is not a number', { filter: { payout: ['lots'] } }, 'filter.payout'],
    ['an unknown sort', { sort: { type: 'random' } }, 'sort.type'],
  ];
  for (const [what, payload, field] of cases) {
    it(what, async () => {
      const res = await filter(payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  }

  it('the error keys are translation keys', async () => {
    const res = await filter({ page: 0, page_size: 1000, filter: { title: 'x'.repeat(101) } });
    expect(res.json().errors).toMatchObject({
      page: ['validation.min_value'],
      page_size: ['validation.max_value'],
      'filter.title': ['validation.too_long'],
    });
  });
});
