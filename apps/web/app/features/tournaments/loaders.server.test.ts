import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import { leaderboardLoader, tournamentLoader, tournamentsLoader } from './loaders.server.ts';
import { HOUR, iso, makeTournament } from './testing.ts';

const sprint = makeTournament();
const later = makeTournament({ id: 2, slug: 'later', start_at: iso(HOUR), end_at: iso(2 * HOUR) });

function context(player: unknown) {
  const server = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/tournaments': () => ({ body: [sprint, later] }),
    'GET /api/tournaments/player': () => ({ body: [sprint] }),
    'GET /api/tournaments/slots-sprint': () => ({ body: sprint }),
    'GET /api/tournaments/1/status': () => ({ body: {} }),
    'GET /batch': () => ({ body: {} }),
  });
  const ctx = {
    apiFetch: server.fetch,
    currentPlayer: async () => player,
    country: 'CA',
  } as unknown as AppLoadContext;
  return { server, ctx };
}

const at = (path: string) => new Request(`http://localhost${path}`);
const keys = (state: { queries: { queryKey: readonly unknown[] }[] }) =>
  state.queries.map((q) => q.queryKey.join('/'));

describe('the tournaments loaders', () => {
  it('render a tab with its data titled in the page locale; a path that is no tab is a 404', async () => {
    const { server, ctx } = context(guest);
    const loaded = await tournamentsLoader({ request: at('/de/tournaments/all'), context: ctx });
    expect(loaded.tab).toBe('all');
    expect(keys(loaded.dehydratedState)).toEqual(['player/tournaments/list/de']);
    expect(server.calls[server.calls.length - 1]?.url).toBe('/api/tournaments?locale=de');
    await expect(tournamentsLoader({ request: at('/tournaments/nope'), context: ctx })).rejects.toMatchObject(
      {
        init: { status: 404 },
      },
    );
  });

  it("load a player's own tournaments for My tournaments", async () => {
    const { ctx } = context(makePlayer());
    const loaded = await tournamentsLoader({ request: at('/tournaments/actions'), context: ctx });
    expect(keys(loaded.dehydratedState)).toEqual(['player/tournaments/mine/en']);
  });

  it("render a tournament with the player's status, its title for the page; unknown: 404", async () => {
    const { ctx } = context(makePlayer());
    const loaded = await tournamentLoader({
      request: at('/tournaments/slots-sprint'),
      context: ctx,
      params: { slug: 'slots-sprint' },
    });
    expect(loaded.title).toBe('Slots Sprint');
    expect(keys(loaded.dehydratedState).sort()).toEqual([
      'player/tournaments/one/slots-sprint/en',
      'player/tournaments/status/1',
    ]);
    await expect(
      tournamentLoader({ request: at('/tournaments/gone'), context: ctx, params: { slug: 'gone' } }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("/leaderboard asks /batch for the player's places in the running tournaments only", async () => {
    const { server, ctx } = context(makePlayer());
    await leaderboardLoader({ request: at('/leaderboard'), context: ctx });
    expect(server.callsTo('GET /batch').map((c) => decodeURIComponent(c.url))).toEqual([
      '/batch?url[]=api/tournaments/1/status',
    ]);
    const guestLoad = context(guest);
    await leaderboardLoader({ request: at('/leaderboard'), context: guestLoad.ctx });
    expect(guestLoad.server.callsTo('GET /batch')).toHaveLength(0);
  });
});
