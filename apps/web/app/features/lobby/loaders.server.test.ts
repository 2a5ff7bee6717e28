import { describe, expect, it } from 'vitest';
import { ApiClient } from '~/shared/api/client.ts';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import { loadJackpotPage } from './loaders.server.ts';
import { makeJackpot } from './testing.ts';

const request = new Request('http://localhost/mystic-jackpots');

function api(player: unknown, pages: Record<string, boolean>) {
  const server = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/jackpots': () => ({
      body: [makeJackpot(), makeJackpot({ id: 2, identifier: 'closed', state: 'finished' })],
    }),
    'GET /api/jackpot_wins': () => ({ body: [] }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: pages }),
  });
  return { server, client: new ApiClient({ fetch: server.fetch, timeoutMs: 1000, retries: 0 }) };
}

describe('loadJackpotPage', () => {
  it("serves an active jackpot's page when its flag is on, with the page's data", async () => {
    const { client, server } = api(guest, { 'mystic-jackpots': true });
    const page = await loadJackpotPage(client, 'mystic-jackpots', request);
    expect(page?.jackpot.identifier).toBe('mystic-jackpots');
    expect(page?.dehydratedState.queries.map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['jackpots', 'jackpot-wins']),
    );
    expect(server.callsTo('POST /api/games_filter')).toHaveLength(1);
  });

  it('is no page while the flag is off, except for testers', async () => {
    expect(await loadJackpotPage(api(guest, {}).client, 'mystic-jackpots', request)).toBeNull();
    const tester = makePlayer({ statuses: [{ id: 21, name: 'Tester' }] });
    expect(await loadJackpotPage(api(tester, {}).client, 'mystic-jackpots', request)).not.toBeNull();
  });

  it('is no page for an inactive or unknown jackpot (the slug stays a CMS page)', async () => {
    const { client, server } = api(guest, { 'mystic-jackpots': true });
    expect(await loadJackpotPage(client, 'closed', request)).toBeNull();
    expect(await loadJackpotPage(client, 'about', request)).toBeNull();
    // Flag and player are only asked for when the slug is a jackpot.
    expect(server.callsTo('GET /api/fe/config/manage-promotion-pages')).toHaveLength(0);
  });
});
