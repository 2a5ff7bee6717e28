import type { Game } from '@orbit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../db/seed/games/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { TEST_CATALOGUE, TEST_GAMES } from './test-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedGameCatalogue(t.deps.db, TEST_CATALOGUE, t.clock.now);
  // A second producer's game under an SEO title beta already uses (`great-fortune`).
  const original = TEST_GAMES.find((g) => g.name === 'great-fortune');
  if (!original) throw new Error('test catalogue changed');
  await seedGameCatalogue(
    t.deps.db,
    {
      producers: TEST_CATALOGUE.producers,
      games: [{ ...original, producer: 'gamma', title: 'Great Fortune II' }],
    },
    t.clock.now,
  );
});
afterAll(() => t.close());

const fromGermany = { 'x-country-code': 'DE' };
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload: payload as object, headers });
const bySeoTitles = (payload: unknown, headers: Record<string, string> = {}) =>
  post('/api/games_filter/select_by_seo_titles', payload, headers);

describe('POST /api/games_filter/select_by_seo_titles', () => {
  it('answers the games of the titles keyed by identifier, in the games_filter shape', async () => {
    const res = await bySeoTitles({
      game_seo_titles: ['lucky-fruits', 'crash-rocket', 'no-such-title'],
      without_territorial_restrictions: false,
    });
    expect(res.statusCode).toBe(200);
    const map: Record<string, Game> = res.json();
    expect(Object.keys(map).sort()).toEqual(['alpha/lucky-fruits', 'gamma/crash-rocket']);
    const selected = await post('/api/games_filter/select', {
      game_ids: ['alpha/lucky-fruits', 'gamma/crash-rocket'],
    });
    expect(map).toEqual(selected.json());
  });

  it('answers every producer of a shared title: the client picks its page provider', async () => {
    const map: Record<string, Game> = (await bySeoTitles({ game_seo_titles: ['great-fortune'] })).json();
    expect(Object.keys(map).sort()).toEqual(['beta/great-fortune', 'gamma/great-fortune']);
    expect(Object.values(map).map((g) => [g.provider, g.seo_title, g.uniq_seo_title])).toEqual([
      ['beta', 'great-fortune', false],
      ['gamma', 'great-fortune', false],
    ]);
  });

  it('hides restricted producers unless without_territorial_restrictions, and applies the device', async () => {
    const germany: Record<string, Game> = (
      await bySeoTitles({ game_seo_titles: ['great-fortune'] }, fromGermany)
    ).json();
    expect(Object.keys(germany)).toEqual(['gamma/great-fortune']);
    const everywhere: Record<string, Game> = (
      await bySeoTitles(
        { game_seo_titles: ['great-fortune'], without_territorial_restrictions: true },
        fromGermany,
      )
    ).json();
    expect(Object.keys(everywhere).sort()).toEqual(['beta/great-fortune', 'gamma/great-fortune']);
    const mobile: Record<string, Game> = (
      await bySeoTitles({ game_seo_titles: ['lucky-fruits', 'book-of-orbit'], device: 'mobile' })
    ).json();
    expect(Object.keys(mobile)).toEqual(['alpha/book-of-orbit']);
  });

  it('refuses a bad or hostile body with 422 field errors (lists bounded to 50 titles of 200 characters)', async () => {
    const cases: [unknown, string][] = [
      [{}, 'game_seo_titles'],
      [{ game_seo_titles: [] }, 'game_seo_titles'],
      [{ game_seo_titles: 'lucky-fruits' }, 'game_seo_titles'],
      [{ game_seo_titles: Array.from({ length: 51 }, (_, i) => `title-${i}`) }, 'game_seo_titles'],
      [{ game_seo_titles: ['x'.repeat(201)] }, 'game_seo_titles.0'],
      [{ game_seo_titles: [''] }, 'game_seo_titles.0'],
      [{ game_seo_titles: [7] }, 'game_seo_titles.0'],
      [
        { game_seo_titles: ['lucky-fruits'], without_territorial_restrictions: 'yes' },
        'without_territorial_restrictions',
      ],
      [{ game_seo_titles: ['lucky-fruits'], device: 'fridge' }, 'device'],
      [{ game_seo_titles: ['lucky-fruits'], extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await bySeoTitles(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
  });

  it('takes 50 titles at once, duplicates counted once', async () => {
    const titles = [...Array.from({ length: 49 }, (_, i) => `filler-${i + 1}`), 'filler-1'];
    const map: Record<string, Game> = (await bySeoTitles({ game_seo_titles: titles })).json();
    expect(Object.keys(map).length).toBe(45);
  });
});
