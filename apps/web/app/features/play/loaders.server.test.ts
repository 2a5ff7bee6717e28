import type { Game } from '@orbit/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gamesPage, makeGame } from '~/features/games/testing.ts';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import { playPageLoader } from './loaders.server.ts';

const lotus = makeGame('iron-lotus/lotus-fortune');

/** The catalogue as the server answers a visitor: `visible` games, and producers not restricted here. */
function server({
  player = guest as unknown,
  visible = [lotus] as Game[],
  restricted = [] as string[],
} = {}) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'POST /api/games_filter/select': ({ body }) => {
      const ids = (body as { game_ids: string[] }).game_ids;
      return {
        body: Object.fromEntries(
          visible.filter((g) => ids.includes(g.identifier)).map((g) => [g.identifier, g]),
        ),
      };
    },
    'GET /api/games/providers': () => ({
      body: [
        { id: 'iron-lotus', title: 'Iron Lotus Studio' },
        { id: 'comet-works', title: 'Comet Works' },
      ].filter((p) => !restricted.includes(p.id)),
    }),
    'POST /api/games_filter': ({ body }) => {
      const producer = (body as { filter: { providers: string[] } }).filter.providers[0];
      return { body: gamesPage(producer === 'iron-lotus' ? [lotus] : [], 1, 1) };
    },
    'GET /api/info/player_fields': () => ({ body: { fields: [], contexts: {} } }),
  });
  return { api, context: { apiFetch: api.fetch, country: 'AU' } as unknown as AppLoadContext };
}

const load = (path: string, s = server()) => {
  const [, producer, name] = /\/play\/([^/]+)\/([^/?]+)/.exec(path) ?? [];
  return playPageLoader({
    request: new Request(`http://orbit.test${path}`),
    context: s.context,
    params: { producer, name },
  });
};

async function thrown(promise: Promise<unknown>): Promise<Response | { init?: { status?: number } }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the loader to throw');
}

describe('game page loader', () => {
  it('answers 404 for an unknown game', async () => {
    const res = await thrown(load('/play/iron-lotus/nope?mode=demo'));
    expect((res as { init?: { status?: number } }).init?.status).toBe(404);
    const unknownStudio = await thrown(
      load('/play/nobody/nothing?mode=demo', server({ restricted: ['nobody'] })),
    );
    expect((unknownStudio as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it('answers 404 for an address the catalogue refuses to look up (too long, odd characters)', async () => {
    const refusing = server();
    refusing.api.routes['POST /api/games_filter/select'] = () => ({
      status: 422,
      body: { errors: { 'game_ids.0': ['validation.too_long'] } },
    });
    const res = await thrown(load(`/play/iron-lotus/${'a'.repeat(300)}?mode=demo`, refusing));
    expect((res as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("tells a restricted producer's game apart from an unknown one: the page shows it blocked", async () => {
    const result = await load(
      '/play/iron-lotus/lotus-fortune?mode=demo',
      server({ visible: [], restricted: ['iron-lotus'] }),
    );
    expect(result.page).toMatchObject({ identifier: 'iron-lotus/lotus-fortune', game: null, mode: 'demo' });
  });

  it('opens the registration modal over the page for a guest asking for real money, with a way back', async () => {
    const res = (await thrown(load('/de/play/iron-lotus/lotus-fortune?mode=real'))) as Response;
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', 'http://orbit.test');
    expect(location.pathname).toBe('/de/play/iron-lotus/lotus-fortune');
    expect(location.searchParams.get('modal')).toBe('registration');
    expect(location.searchParams.get('redirect')).toBe('/de/play/iron-lotus/lotus-fortune?mode=real');
    // With the modal open (or closed again over the same page) the page itself renders.
    const page = await load('/de/play/iron-lotus/lotus-fortune?mode=real&modal=registration');
    expect(page.page.game?.identifier).toBe('iron-lotus/lotus-fortune');
  });

  it('renders the demo for a guest, real play for a player with the provider fields prefetched', async () => {
    const demo = await load('/play/iron-lotus/lotus-fortune?mode=demo');
    expect(demo.page).toMatchObject({ mode: 'demo', game: { identifier: 'iron-lotus/lotus-fortune' } });
    const s = server({ player: makePlayer({ currency: 'EUR' }) });
    const real = await load('/play/iron-lotus/lotus-fortune?mode=real', s);
    expect(real.page).toMatchObject({ mode: 'real', providerTitle: 'Iron Lotus Studio' });
    expect(real.dehydratedState.queries.map((q) => q.queryKey)).toContainEqual(['info', 'player_fields']);
  });
});
