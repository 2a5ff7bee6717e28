import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { points } from '../testing.ts';
import { LevelsPage } from './levels-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const band = (min: number, max: number) => [
  { persistent_comp_points: { type: 'range', min, max, exclude_end: true } },
];
const STATUSES = [
  { id: '21', name: 'Tester', status: false, writable: false, conditions: [] },
  { id: 'level_2', name: 'Silver', status: true, writable: false, conditions: band(1_000, 5_000) },
  { id: 'level_1', name: 'Bronze', status: true, writable: false, conditions: band(0, 1_000) },
  { id: 'level_3', name: 'Gold', status: true, writable: false, conditions: band(5_000, 25_000) },
];

function setUp(persistent: number, level = 'level_2', name = 'Silver') {
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer({ statuses: [{ id: level, name }] }) }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: { 'rocket-mart': true } }),
    'GET /api/info/statuses': () => ({ body: STATUSES }),
    'GET /api/player/comp_points': () => ({ body: points(120, persistent) }),
  });
  renderApp(<LevelsPage />, { url: '/profile/levels', fetch: api.fetch });
}

describe('Profile › Levels', () => {
  it("shows the player's level, status points, the way to the next level and every level", async () => {
    setUp(3_000);
    const current = await screen.findByTestId('levels-current');
    expect(within(current).getByTestId('levels-current-name').textContent).toBe('SilverLevel 2');
    expect(within(current).getByTestId('levels-points').textContent).toBe('3,000 status points');
    expect(within(current).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(current).getByTestId('levels-next').textContent).toBe(
      '2,000 more status points to reach Gold',
    );
    expect(current.textContent).toContain('120 comp coins to spend');
    expect(within(current).getByRole('link', { name: 'Go to the coin shop' }).getAttribute('href')).toBe(
      '/rocket-mart',
    );
    const items = screen.getAllByTestId('levels-item');
    expect(items.map((item) => [item.textContent?.split('Level')[0], item.dataset.state])).toEqual([
      ['Bronze', 'reached'],
      ['Silver', 'current'],
      ['Gold', 'ahead'],
    ]);
    expect(items[2]?.textContent).toContain('from 5,000 points');
  });

  it('says so at the top level', async () => {
    setUp(30_000, 'level_3', 'Gold');
    await waitFor(() =>
      expect(screen.getByTestId('levels-next').textContent).toBe('You have reached the top level.'),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
