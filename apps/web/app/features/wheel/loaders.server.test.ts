import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import { rocketChanceLoader, wheelPageLoader } from './loaders.server.ts';
import { makeLootbox, spinsItem } from './testing.ts';

const tester = makePlayer({ statuses: [{ id: 21, name: 'Tester' }] });

function server(player: unknown, pages: Record<string, boolean>) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: pages }),
    'GET /api/rocket_chance': () => ({ body: { title: 'Rocket chance', points: 50, items: [] } }),
    'GET /api/player/comp_points': () => ({ body: { chargeable: { points: 5 }, persistent: { points: 5 } } }),
    'GET /api/player/lootboxes': () => ({ body: [makeLootbox()] }),
    'GET /api/fe/config/wheel-config': () => ({ body: makeLootbox().items }),
    'GET /api/fe/config/wheel-config-segments': () => ({ body: { '21': [spinsItem(101, 1, 10)] } }),
    'GET /api/cms/pages/21': () => ({
      body: {
        id: 1,
        path: '21',
        title: 'Testers’ wheel',
        content: '',
        layout: 'x',
        categories: [],
        blocks: {},
      },
    }),
  });
  const context = { apiFetch: api.fetch, country: 'CA', currentPlayer: async () => player };
  return { api, context: context as unknown as AppLoadContext };
}

const redirected = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get('location') : 'not a redirect'),
  );

describe('rocket chance loader', () => {
  it('sends a visitor to /promotions (in their locale) while the page is off', async () => {
    const { context } = server(guest, { 'rocket-chance': false });
    const request = new Request('http://orbit.test/de/rocket-chance');
    expect(await redirected(rocketChanceLoader({ request, context }))).toBe('/de/promotions');
    const player = server(makePlayer(), {});
    expect(await redirected(rocketChanceLoader({ request, context: player.context }))).toBe('/de/promotions');
  });

  it('opens for testers always, and for everybody when the flag is on, the table rendered on the server', async () => {
    const off = server(tester, { 'rocket-chance': false });
    const request = new Request('http://orbit.test/rocket-chance');
    const loaded = await rocketChanceLoader({ request, context: off.context });
    const keys = loaded.dehydratedState.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['rocket-chance', 'en']);
    expect(keys).toContainEqual(['player', 'lootboxes']);
    const on = server(guest, { 'rocket-chance': true });
    const forGuest = await rocketChanceLoader({ request, context: on.context });
    expect(forGuest.dehydratedState.queries.map((q) => q.queryKey)).toEqual([['rocket-chance', 'en']]);
    expect(on.api.callsTo('GET /api/player/lootboxes')).toHaveLength(0);
  });
});

describe('wheel page loader', () => {
  it('takes the CMS text of the player’s segment group, and renders their boxes', async () => {
    const { api, context } = server(tester, {});
    const request = new Request('http://orbit.test/rocketplay-wheel');
    const loaded = await wheelPageLoader({ request, context, base: 'rocketplay-wheel' });
    expect(loaded.page?.title).toBe('Testers’ wheel');
    expect(loaded.base).toBe('rocketplay-wheel');
    expect(api.callsTo('GET /api/cms/pages/rocketplay-wheel')).toHaveLength(0);
    expect(loaded.dehydratedState.queries.map((q) => q.queryKey)).toContainEqual(['player', 'lootboxes']);
  });

  it('falls back to the page’s own slug, and a page without CMS text still renders', async () => {
    const { api, context } = server(guest, {});
    const request = new Request('http://orbit.test/rocketmart-wheel');
    const loaded = await wheelPageLoader({ request, context, base: 'rocketmart-wheel' });
    expect(loaded.page).toBeNull();
    expect(api.callsTo('GET /api/cms/pages/rocketmart-wheel')).toHaveLength(1);
    expect(api.callsTo('GET /api/player/lootboxes')).toHaveLength(0);
  });
});
