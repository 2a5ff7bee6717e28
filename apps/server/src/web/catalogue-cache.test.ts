import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  CATALOGUE_TTL_MS,
  type CachedAnswer,
  catalogueCache,
  isCatalogueCall,
} from './catalogue-cache.ts';

const call = (over: Partial<ApiCall> = {}): ApiCall => ({
  method: 'GET',
  url: '/api/jackpots',
  body: undefined,
  host: 'localhost:3000',
  country: 'CA',
  ...over,
});

function setUp() {
  let now = 1_000_000;
  let sent = 0;
  const cache = catalogueCache(() => now);
  const answer =
    (over: Partial<CachedAnswer> = {}) =>
    async (): Promise<CachedAnswer> => {
      sent += 1;
      return { status: 200, headers: {}, body: Buffer.from(`answer ${sent}`), ...over };
    };
  return {
    cache,
    answer,
    sent: () => sent,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('catalogue cache of server rendering', () => {
  it('answers the same catalogue call from memory until the TTL ends', async () => {
    const t = setUp();
    expect((await t.cache(call(), t.answer())).body.toString()).toBe('answer 1');
    t.advance(CATALOGUE_TTL_MS - 1);
    expect((await t.cache(call(), t.answer())).body.toString()).toBe('answer 1');
    t.advance(1);
    expect((await t.cache(call(), t.answer())).body.toString()).toBe('answer 2');
    expect(t.sent()).toBe(2);
  });

  it('keys on the URL, the body, the host and the country', async () => {
    const t = setUp();
    const filter = (body: string) => call({ method: 'POST', url: '/api/games_filter', body });
    await t.cache(filter('{"page":1}'), t.answer());
    await t.cache(filter('{"page":2}'), t.answer());
    await t.cache(filter('{"page":1}'), t.answer());
    await t.cache(call({ country: 'DE' }), t.answer());
    await t.cache(call({ host: 'mirror.example' }), t.answer());
    await t.cache(call({ url: '/api/cms/pages?l=de' }), t.answer());
    await t.cache(call({ url: '/api/cms/pages?l=en' }), t.answer());
    expect(t.sent()).toBe(6);
  });

  it('lets concurrent identical calls share one answer', async () => {
    const t = setUp();
    const [a, b] = await Promise.all([t.cache(call(), t.answer()), t.cache(call(), t.answer())]);
    expect(a).toBe(b);
    expect(t.sent()).toBe(1);
  });

  it('keeps a 404 (no such page or config) like an answer', async () => {
    const t = setUp();
    await t.cache(call({ url: '/api/cms/pages/nope?l=en' }), t.answer({ status: 404 }));
    await t.cache(call({ url: '/api/cms/pages/nope?l=en' }), t.answer({ status: 404 }));
    expect(t.sent()).toBe(1);
  });

  it('never keeps session reads, errors or answers that set a cookie', async () => {
    const t = setUp();
    for (let i = 0; i < 2; i++) {
      await t.cache(call({ url: '/api/player' }), t.answer());
      await t.cache(call({ url: '/api/player/favorite_games' }), t.answer());
      await t.cache(call({ url: '/api/info/countries?x' }), t.answer());
      await t.cache(call({ url: '/api/jackpot_wins' }), t.answer({ status: 500 }));
      await t.cache(call({ url: '/api/info/project' }), t.answer({ headers: { 'set-cookie': 'a=b' } }));
    }
    expect(t.sent()).toBe(10);
    await t
      .cache(call({ url: '/api/jackpots' }), async () => Promise.reject(new Error('down')))
      .catch(() => {});
    await t.cache(call({ url: '/api/jackpots' }), t.answer());
    expect(t.sent()).toBe(11);
  });

  it('lists the catalogue reads only', () => {
    const reads = [
      ['GET', '/api/info/locales'],
      ['GET', '/api/info/project'],
      ['GET', '/api/fe/config/banners-config'],
      ['GET', '/api/cms/pages?l=en'],
      ['GET', '/api/cms/pages/home?l=en'],
      ['GET', '/api/cms/files?l=en'],
      ['GET', '/api/games/collections'],
      ['GET', '/api/games/providers'],
      ['GET', '/api/jackpots'],
      ['GET', '/api/jackpot_wins'],
      ['POST', '/api/games_filter'],
    ];
    for (const [method, url] of reads)
      expect(isCatalogueCall({ method: method!, url: url! }), url).toBe(true);
    const others = [
      ['GET', '/api/player'],
      ['POST', '/api/fe/config/managers'],
      ['GET', '/api/games_filter'],
      ['GET', '/api/player/favorite_games'],
      ['GET', '/api/info/currencies'],
      ['GET', '/api/jackpots/extra'],
      ['GET', '/api/cms/files/terms?l=en'],
    ];
    for (const [method, url] of others)
      expect(isCatalogueCall({ method: method!, url: url! }), url).toBe(false);
  });
});
