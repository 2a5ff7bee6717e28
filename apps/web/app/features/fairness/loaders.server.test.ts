import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import { fairnessPageLoader } from './loaders.server.ts';

function server(player: unknown) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/house/seeds': () => ({
      body: { current: { server_seed_hash: 'f'.repeat(64), client_seed: 's', nonce: 0 }, previous: null },
    }),
    'GET /api/house/rounds/12': () => ({ status: 404, body: { error: 'not_found' } }),
  });
  return { api, context: { apiFetch: api.fetch, country: 'CA' } as unknown as AppLoadContext };
}

const load = (path: string, player: unknown) => {
  const s = server(player);
  return {
    s,
    result: fairnessPageLoader({ request: new Request(`http://orbit.test${path}`), context: s.context }),
  };
};

describe('verifier page loader', () => {
  it('renders the page for a guest, with nothing of a player fetched (no sign-in redirect)', async () => {
    const { s, result } = load('/fr-CA/provably-fair?round=12', guest);
    expect((await result).dehydratedState.queries).toEqual([]);
    expect(s.api.callsTo('GET /api/house/seeds')).toHaveLength(0);
    expect(s.api.callsTo('GET /api/house/rounds/12')).toHaveLength(0);
  });

  it("renders a player's seeds and the round asked for on the server", async () => {
    const { s, result } = load('/provably-fair?round=12', makePlayer());
    const keys = (await result).dehydratedState.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['house', 'seeds']);
    expect(s.api.callsTo('GET /api/house/rounds/12')).toHaveLength(1);
  });
});
