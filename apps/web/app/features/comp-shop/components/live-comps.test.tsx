import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { points } from '../testing.ts';
import { CompCoins } from './comp-coins.tsx';
import { LiveComps } from './live-comps.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const silver = makePlayer({ statuses: [{ id: 'level_2', name: 'Silver' }] });

function setUp(pages: Record<string, boolean> = { 'rocket-mart': true }, player = silver) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: pages }),
    'GET /api/player/comp_points': () => ({ body: points(800, 900) }),
  });
  const view = renderApp(
    <>
      <LiveComps />
      <CompCoins />
    </>,
    { url: '/de/games', fetch: api.fetch },
  );
  return { api, view };
}

const award = (chargeable: number, persistent: number, level = '') => ({
  chargeable: { points: chargeable },
  persistent: { points: persistent },
  chargeable_delta: 1,
  level,
});

describe("the header's comp coins", () => {
  it('shows the coins with a link to the shop, and follows comps_award live', async () => {
    const { api, view } = setUp();
    const value = await screen.findByTestId('header-comp-coins-value');
    await waitFor(() => expect(value.textContent).toBe('800'));
    expect(screen.getByRole('link', { name: /Comp coins/ }).getAttribute('href')).toBe('/de/rocket-mart');
    act(() => dispatch('comps_award', award(801, 901)));
    await waitFor(() => expect(value.textContent).toBe('801'));
    expect(view.queryClient.getQueryData(['player', 'comp-points'])).toEqual(points(801, 901));
    // No request for that: the event is the new balance.
    expect(api.callsTo('GET /api/player/comp_points')).toHaveLength(1);
    // Nor does the player reload while the level stays.
    expect(api.callsTo('GET /api/player')).toHaveLength(1);
  });

  it('reloads the player when the event brings another level', async () => {
    const { api } = setUp();
    await screen.findByTestId('header-comp-coins-value');
    act(() => dispatch('comps_award', award(900, 1_000, 'level_2')));
    act(() => dispatch('comps_award', award(900, 5_000, 'level_3')));
    await waitFor(() => expect(api.callsTo('GET /api/player')).toHaveLength(2));
  });

  it('ignores a malformed event', async () => {
    setUp();
    const value = await screen.findByTestId('header-comp-coins-value');
    await waitFor(() => expect(value.textContent).toBe('800'));
    act(() => dispatch('comps_award', { chargeable: 5 } as never));
    expect(value.textContent).toBe('800');
  });

  it('is not shown when the shop is not enabled (testers see it anyway)', async () => {
    const { api } = setUp({ 'rocket-mart': false });
    await waitFor(() => expect(api.callsTo('GET /api/fe/config/manage-promotion-pages')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByTestId('header-comp-coins')).toBeNull();
    expect(api.callsTo('GET /api/player/comp_points')).toHaveLength(0);
    cleanup();
    setUp({}, makePlayer({ statuses: [{ id: 21, name: 'tester' }] }));
    expect(await screen.findByTestId('header-comp-coins')).toBeTruthy();
  });
});
