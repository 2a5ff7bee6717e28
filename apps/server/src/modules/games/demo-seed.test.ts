import { CATEGORY_SLUGS, type GameCollection, type GamesFilterResponse } from '@orbit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameCurrencies, games } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/players.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { signIn } from '../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t.close());

const collectionsOf = async (country: string): Promise<GameCollection[]> =>
  (
    await t.request({ method: 'GET', url: '/api/games/collections', headers: { 'x-country-code': country } })
  ).json();

describe('the demo lobby', () => {
  it('has every category slug non-empty, and geo tops for Canada and Estonia', async () => {
    const canada = await collectionsOf('CA');
    const counts = new Map(canada.map((c) => [c.id, c.games_count]));
    for (const slug of CATEGORY_SLUGS) expect(counts.get(slug), slug).toBeGreaterThan(0);
    expect(counts.get('top:ca')).toBeGreaterThan(0);
    expect((await collectionsOf('EE')).find((c) => c.id === 'top:ee')?.games_count).toBeGreaterThan(0);
  });

  it('top:ca differs from top', async () => {
    const page = async (id: string): Promise<GamesFilterResponse> =>
      (
        await t.request({
          method: 'POST',
          url: '/api/games_filter',
          payload: { page_size: 100, filter: { categories: { identifiers: [id] } } },
        })
      ).json();
    const top = (await page('top')).data.map((g) => g.identifier);
    const topCa = (await page('top:ca')).data.map((g) => g.identifier);
    expect(topCa.length).toBeGreaterThan(0);
    expect(topCa).not.toEqual(top);
  });

  it('the producers are listed, one hidden where it is restricted', async () => {
    const get = (country: string) =>
      t.request({ method: 'GET', url: '/api/games/providers', headers: { 'x-country-code': country } });
    const everywhere = (await get('CA')).json();
    expect(everywhere.length).toBeGreaterThanOrEqual(8);
    expect((await get('AU')).json()).toHaveLength(everywhere.length - 1);
  });

  it('a second seed run adds nothing and uses up no ids', async () => {
    const sequences = () =>
      t.deps.db
        .select({
          games: sql<string>`(select last_value from games_id_seq)::text`,
          currencies: sql<string>`(select last_value from game_currencies_id_seq)::text`,
        })
        .from(games)
        .limit(1);
    const before = {
      currencies: await t.deps.db.$count(gameCurrencies),
      games: await t.deps.db.$count(games),
    };
    const sequencesBefore = await sequences();
    await seedDemo(t.deps);
    expect({
      currencies: await t.deps.db.$count(gameCurrencies),
      games: await t.deps.db.$count(games),
    }).toEqual(before);
    expect(await sequences()).toEqual(sequencesBefore);
  });

  it('the demo player has recently played games', async () => {
    const { cookie } = await signIn(t, 'player@orbit.test', DEMO_PASSWORD);
    const res = await t.request({ method: 'GET', url: '/api/player/played_games', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
  });

  it('jackpots and their wins are there', async () => {
    expect((await t.request({ method: 'GET', url: '/api/jackpots' })).json().length).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: '/api/jackpot_wins' })).json().length).toBeGreaterThan(5);
    const totals = (await t.request({ method: 'GET', url: '/api/games/jackpots' })).json();
    expect(Object.keys(totals)).toContain('EUR');
  });
});
