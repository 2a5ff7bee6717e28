import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '~/shared/api/client.ts';
import { fakeApi, guest, makePlayer } from '~/shared/ui/testing.tsx';
import { loadJackpotPage, lobbyLoader } from './loaders.server.ts';
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

describe('lobbyLoader', () => {
  function lobby(menus: { status?: number; body?: unknown }, banners: unknown[] = []) {
    const server = fakeApi({
      'GET /api/player': () => ({ body: guest }),
      'GET /api/fe/config/banners-config': () => ({ body: { banners } }),
      'GET /api/fe/config/menu-categories-games': () => menus,
      'GET /api/jackpots': () => ({ body: [makeJackpot()] }),
      'GET /api/jackpot_wins': () => ({ body: [] }),
      'GET /api/games/collections': () => ({ body: [] }),
      'POST /api/games_filter': () => ({
        body: {
          data: [],
          pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 0 },
        },
      }),
    });
    const context = { apiFetch: server.fetch, country: 'CA' } as unknown as AppLoadContext;
    const phone = new Request('http://localhost/', {
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
    });
    return { server, load: () => lobbyLoader({ request: phone, context }) };
  }
  const rowsAsked = (server: ReturnType<typeof fakeApi>) =>
    server
      .callsTo('POST /api/games_filter')
      .map(
        (c) =>
          (c.body as { filter: { categories: { identifiers: string[] } } }).filter.categories.identifiers[0],
      );

  it("renders the first row of the main menu, banners and jackpots with the page, for the visitor's device", async () => {
    const { server, load } = lobby({ body: { main: ['live', 'table', 'top', 'new'] } });
    const loaded = await load();
    expect(loaded.device).toBe('mobile');
    expect(rowsAsked(server)).toEqual(['live']);
    expect((server.callsTo('POST /api/games_filter')[0]!.body as { device: string }).device).toBe('mobile');
    const keys = loaded.queries.map((q) => (q.queryKey[0] === 'fe-config' ? q.queryKey[1] : q.queryKey[0]));
    expect(keys).toEqual(expect.arrayContaining(['banners-config', 'jackpots', 'jackpot-wins', 'games']));
  });

  it('falls back to the default main menu when the menu config fails', async () => {
    const { server, load } = lobby({ status: 500, body: { error: 'boom' } });
    await load();
    expect(rowsAsked(server)).toEqual(['top']);
  });

  it("carries only a guest's banners of the lobby (a signed-in player's come with the reload after sign-in)", async () => {
    const banner = (id: string, logged: boolean, categories = ['main']) => ({
      id,
      logged,
      categories,
      order: { main: 1 },
    });
    const { load } = lobby({ body: {} }, [
      banner('welcome', false, ['pokies', 'main']),
      banner('deposit-again', true),
      banner('live-cashback', false, ['live']),
    ]);
    const loaded = await load();
    const banners = loaded.queries.find((q) => q.queryKey[1] === 'banners-config');
    expect((banners?.data as { id: string }[] | undefined)?.map((b) => b.id)).toEqual(['welcome']);
  });

  it("carries a guest's banners with the amounts of the guest's currency and EUR only", async () => {
    const variables = { bonus: { EUR: 150_000, CAD: 200_000, NOK: 1_500_000 } };
    const { load } = lobby({ body: {} }, [
      { id: 'welcome', logged: false, categories: ['main'], order: { main: 1 }, variables },
    ]);
    const banners = (await load()).queries.find((q) => q.queryKey[1] === 'banners-config');
    // The fixture's guest pays in EUR.
    expect((banners?.data as { variables: unknown }[] | undefined)?.[0]?.variables).toEqual({
      bonus: { EUR: 150_000 },
    });
  });

  it('leaves the category menus to the shell, whose data carries them', async () => {
    const loaded = await lobby({ body: { main: ['top'] } }).load();
    expect(loaded.queries.map((q) => q.queryKey[1])).not.toContain('menu-categories-games');
  });
});
