import type { CmsPage, Lootbox } from '@orbit/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeLootbox, spinsItem } from '../testing.ts';
import { WheelPage } from './wheel-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const testerWheel = [spinsItem(101, 4000, 10), spinsItem(102, 4000, 20), spinsItem(103, 2000, 50)];

function setUp(boxes: Lootbox[], extra: Parameters<typeof fakeApi>[0] = {}, page: CmsPage | null = null) {
  const api = fakeApi({
    'GET /api/player': () => ({
      body: makePlayer({ currency: 'CAD', statuses: [{ id: 21, name: 'Tester' }] }),
    }),
    'GET /api/player/lootboxes': () => ({ body: boxes }),
    'GET /api/fe/config/wheel-config': () => ({ body: makeLootbox().items }),
    'GET /api/fe/config/wheel-config-segments': () => ({ body: { '21': testerWheel } }),
    ...extra,
  });
  renderApp(<WheelPage base="rocketplay-wheel" page={page} />, {
    url: '/rocketplay-wheel',
    fetch: api.fetch,
  });
  return api;
}

describe('the wheel page', () => {
  it('shows the spins, the way to the spin page and the player’s boxes', async () => {
    setUp([
      makeLootbox({ id: 1 }),
      makeLootbox({ id: 2, group_key: 'shop_mystery_box', title: 'Mystery lootbox' }),
    ]);
    expect(await screen.findByText('You have 1 spin')).toBeTruthy();
    expect(screen.getByTestId('to-spin').getAttribute('href')).toBe('/rocketplay-wheel/spin');
    const list = screen.getByTestId('lootbox-list');
    await waitFor(() => expect(within(list).getAllByTestId('lootbox')).toHaveLength(2));
    expect(within(list).getByRole('link', { name: 'Spin' }).getAttribute('href')).toBe(
      '/rocketplay-wheel/spin',
    );
    expect(within(list).getByRole('button', { name: 'Open' })).toBeTruthy();
  });

  it('opens a box that is not a wheel spin right in the list and shows its prize', async () => {
    const user = userEvent.setup();
    const box = makeLootbox({ id: 2, group_key: 'shop_mystery_box', title: 'Mystery lootbox' });
    const api = setUp([box], {
      'POST /api/player/lootboxes/2/activation': () => ({
        body: {
          ...box,
          stage: 'activated',
          items: box.items.map((item, i) => ({ ...item, prize: i === 2 })),
          draw: {
            server_seed_hash: 'a'.repeat(64),
            server_seed: null,
            client_seed: 'c',
            nonce: 1,
            roll: 9000,
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect((await screen.findByTestId('spin-prize')).textContent).toBe('50 free spins');
    expect(api.callsTo('POST /api/player/lootboxes/2/activation')).toHaveLength(1);
  });

  it('a box bought in another tab arrives live (lootboxes_changes), an expired one goes', async () => {
    setUp([]);
    expect(
      await screen.findByText(
        'You have no lootboxes right now. The comp shop sells wheel spins and mystery boxes.',
      ),
    ).toBeTruthy();
    const bought = makeLootbox({ id: 8 });
    act(() => dispatch('lootboxes_changes', bought));
    expect(await screen.findByText('You have 1 spin')).toBeTruthy();
    act(() => dispatch('lootboxes_changes', { ...bought, stage: 'expired' }));
    expect(await screen.findByText('You have 0 spins')).toBeTruthy();
    expect(screen.queryAllByTestId('lootbox')).toHaveLength(0);
  });

  it('shows the wheel of the player’s segment group and the operator’s CMS text', async () => {
    const page: CmsPage = {
      id: '1',
      path: 'rocketplay-wheel',
      title: 'Tester wheel',
      content: '<p>Spin daily</p>',
      layout: 'default',
      categories: [],
      blocks: {},
    };
    setUp([], {}, page);
    expect(screen.getByRole('heading', { level: 1, name: 'Tester wheel' })).toBeTruthy();
    expect(screen.getByTestId('wheel-cms').textContent).toBe('Spin daily');
    await waitFor(() => {
      const labels = [...screen.getByTestId('wheel').querySelectorAll('text')].map(
        (text) => text.textContent,
      );
      expect(labels).toEqual(['10 spins', '20 spins', '50 spins']);
    });
  });
});
