import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import type { Route } from './+types/shop';
import { loader } from './shop.tsx';

const hydratedQuery = (state: unknown, key: string) =>
  (state as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries.find(
    (query) => query.queryKey.join('/') === key,
  )?.state.data;

const cards = [{ group: 'comp_spins_10', title: '10 Freispiele', rate: { points: 150 } }];

function load(url: string, player: unknown, pages: Record<string, boolean>, tab?: string) {
  const api = fakeApi({
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: pages }),
    'GET /api/comp_points/rates/money': () => ({ body: [] }),
    'GET /api/comp_points/rates/freespins': () => ({ body: cards }),
    'GET /api/comp_points/rates/lootboxes': () => ({ body: [] }),
    'GET /api/comp_points/rates/lotteries': () => ({ body: [] }),
    'GET /api/player/comp_points': () => ({
      body: { chargeable: { points: 800 }, persistent: { points: 900 } },
    }),
  });
  const context = { apiFetch: api.fetch, currentPlayer: async () => player } as unknown as AppLoadContext;
  const args = { context, params: { tab }, request: new Request(`http://orbit.test${url}`) };
  return { api, result: loader(args as unknown as Route.LoaderArgs) };
}

const thrown = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Response & { data?: unknown };
  }
  throw new Error('the loader did not throw');
};

describe('the coin shop loader', () => {
  it("renders the cards titled in the page's locale and the player's coins", async () => {
    const { api, result } = load(
      '/de/rocket-mart/freespins',
      makePlayer(),
      { 'rocket-mart': true },
      'freespins',
    );
    const { dehydratedState } = await result;
    expect(hydratedQuery(dehydratedState, 'player/comp-cards/de')).toEqual([
      { ...cards[0], kind: 'freespins' },
    ]);
    expect(hydratedQuery(dehydratedState, 'player/comp-points')).toEqual({
      chargeable: { points: 800 },
      persistent: { points: 900 },
    });
    expect(api.callsTo('GET /api/comp_points/rates/freespins')[0]?.url).toContain('locale=de');
  });

  it('asks a guest for no coins', async () => {
    const { api, result } = load('/rocket-mart', guest, { 'rocket-mart': true });
    await result;
    expect(api.callsTo('GET /api/player/comp_points')).toHaveLength(0);
  });

  it('sends the visitor to /promotions (in the page locale) when the shop is not enabled', async () => {
    const response = await thrown(load('/de/rocket-mart', makePlayer(), { 'rocket-mart': false }).result);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/de/promotions');
    const guestResponse = await thrown(load('/rocket-mart/money', guest, {}, 'money').result);
    expect(guestResponse.headers.get('Location')).toBe('/promotions');
  });

  it('opens for testers (group 21) whatever the config says', async () => {
    const tester = makePlayer({ statuses: [{ id: 21, name: 'tester' }] });
    const { dehydratedState } = await load('/rocket-mart', tester, {}).result;
    expect(hydratedQuery(dehydratedState, 'player/comp-cards/en')).toHaveLength(1);
  });

  it('is a 404 for a tab the shop does not have', async () => {
    const error = await thrown(
      load('/rocket-mart/lootboxes', makePlayer(), { 'rocket-mart': true }, 'lootboxes').result,
    );
    expect((error as unknown as { init: { status: number } }).init.status).toBe(404);
  });
});
