import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeBanner } from '../testing.ts';
import { LobbyBanners } from './lobby-banners.tsx';

afterEach(cleanup);

const banners = [
  makeBanner({
    id: 'guest',
    title: { text: 'Join for {{bonus}}' },
    variables: { bonus: { EUR: 50_000, CAD: 70_000 } },
  }),
  makeBanner({ id: 'player', title: { text: 'Reload weekend' }, logged: true, order: { main: 2 } }),
  makeBanner({
    id: 'vip',
    title: { text: 'VIP cashback' },
    logged: true,
    groupIds: [259],
    order: { main: 1 },
  }),
  makeBanner({ id: 'crypto', title: { text: 'Crypto boost' }, logged: true, currencyType: 'crypto' }),
  makeBanner({ id: 'live', title: { text: 'Live only' }, categories: ['live'] }),
  makeBanner({
    id: 'over',
    title: { text: 'Ended' },
    liveTime: { start: '01/01/2020 00:00', end: '31/12/2020 23:59' },
  }),
];

function render(player: unknown) {
  const server = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/fe/config/banners-config': () => ({ body: { banners } }),
  });
  renderApp(<LobbyBanners />, { fetch: server.fetch });
  return server;
}

const titles = () => screen.getAllByRole('heading', { level: 2, hidden: true }).map((h) => h.textContent);

describe('LobbyBanners', () => {
  it("shows a guest the guest banners of main, priced in the guest's currency", async () => {
    const server = render({ ...guest, currency: 'CAD' });
    expect(await screen.findByText('Join for CA$700')).toBeTruthy();
    expect(titles()).toEqual(['Join for CA$700']);
    // The locale rides in the query too, so server renders' shared answers keep languages apart.
    expect(server.callsTo('GET /api/fe/config/banners-config')[0]!.url).toBe(
      '/api/fe/config/banners-config?l=en',
    );
  });

  it("shows a player the player banners of their groups and currency kind, in main's order", async () => {
    render(makePlayer({ currency: 'EUR', statuses: [{ id: 259, name: 'VIP' }] }));
    expect(await screen.findByText('VIP cashback')).toBeTruthy();
    expect(titles()).toEqual(['VIP cashback', 'Reload weekend']);
  });

  it('a crypto player sees the crypto banners, a player outside the group does not see its banner', async () => {
    render(makePlayer({ currency: 'BTC', statuses: [] }));
    expect(await screen.findByText('Crypto boost')).toBeTruthy();
    expect(titles()).toEqual(['Crypto boost', 'Reload weekend']);
  });

  it("shows the lobby's own hero when no banner is for this visitor", async () => {
    const server = fakeApi({
      'GET /api/player': () => ({ body: guest }),
      'GET /api/fe/config/banners-config': () => ({ body: { banners: [] } }),
    });
    renderApp(<LobbyBanners />, { fetch: server.fetch });
    expect(await screen.findByRole('heading', { name: 'Your next big win is in orbit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/?modal=registration');
  });
});
