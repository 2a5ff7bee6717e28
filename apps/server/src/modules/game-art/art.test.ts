import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, producers } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { xmlProblem } from './xml-check.test-helper.ts';

let t: TestApp;

const game = (name: string, title: string, engine: string, art: { palette: number; motif: string }) => ({
  identifier: `salt-and-wind/${name}`,
  producer: 'salt-and-wind',
  name,
  title,
  seoTitle: name,
  engine,
  variant: 'lines-20',
  volatility: 'medium',
  rtp: 96.2,
  hitRate: 25,
  devices: ['desktop', 'mobile'],
  releasedAt: new Date('2025-01-01T00:00:00Z'),
  searchTitle: title.toLowerCase(),
  art,
});

beforeAll(async () => {
  t = await startTestApp();
  await t.deps.db.insert(producers).values({ slug: 'salt-and-wind', title: 'Salt & Wind' });
  await t.deps.db.insert(games).values([
    game('rum-and-plunder', 'Rum & Plunder', 'slot-ways', { palette: 1, motif: 'ship' }),
    game('senorita-sol', 'Señorita Sol', 'slot-lines', { palette: 0, motif: 'sombrero' }),
    game('skyline-roulette-live', 'Skyline Roulette Live', 'live-table', {
      palette: 2,
      motif: 'retired-motif',
    }),
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /games/art/{producer}/{name}.svg', () => {
  it('serves the generated SVG with long-lived caching and an ETag', async () => {
    const res = await get('/games/art/salt-and-wind/rum-and-plunder.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(xmlProblem(res.body)).toBeNull();
    expect(res.body).toContain('viewBox="0 0 400 300"');
    expect(res.body).toContain('Rum &amp; Plunder');
    expect(res.body).toContain('SALT &amp; WIND');
  });

  it('accepts the version query and keeps accents', async () => {
    const res = await get('/games/art/salt-and-wind/senorita-sol.svg?v=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Señorita Sol');
  });

  it('draws a game whose motif is unknown with its engine motif', async () => {
    const res = await get('/games/art/salt-and-wind/skyline-roulette-live.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>LIVE<');
    expect(xmlProblem(res.body)).toBeNull();
  });

  it('answers 304 to a matching If-None-Match, weak or in a list', async () => {
    const first = await get('/games/art/salt-and-wind/rum-and-plunder.svg');
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get('/games/art/salt-and-wind/rum-and-plunder.svg', { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await get('/games/art/salt-and-wind/rum-and-plunder.svg', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
  });

  it('gives every game its own ETag', async () => {
    const a = await get('/games/art/salt-and-wind/rum-and-plunder.svg');
    const b = await get('/games/art/salt-and-wind/senorita-sol.svg');
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('is 404 for an unknown game, an unknown producer or a name without .svg', async () => {
    for (const url of [
      '/games/art/salt-and-wind/no-such-game.svg',
      '/games/art/nobody/rum-and-plunder.svg',
      '/games/art/salt-and-wind/rum-and-plunder',
      '/games/art/salt-and-wind/rum-and-plunder.png',
      '/games/art/salt-and-wind/.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('rejects absurdly long paths with a 4xx, never a 5xx', async () => {
    const res = await get(`/games/art/salt-and-wind/${'x'.repeat(500)}.svg`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('compresses the SVG for clients that accept it', async () => {
    const res = await get('/games/art/salt-and-wind/rum-and-plunder.svg', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
