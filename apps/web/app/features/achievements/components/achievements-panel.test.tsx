import type { Achievement } from '@orbit/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { AchievementsPanel } from './achievements-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const badge = (over: Partial<Achievement>): Achievement => ({
  badge: 'rounds_played',
  level: 0,
  levels: [10, 100, 1000, 10000],
  progress: 0,
  reached_at: null,
  ...over,
});

describe('the achievements panel', () => {
  it('shows each badge’s level and the way to the next, and a finished badge as complete', async () => {
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer() }),
      'GET /api/player/achievements': () => ({
        body: [
          badge({ level: 1, progress: 55 }),
          badge({
            badge: 'first_deposit',
            levels: [1],
            level: 1,
            progress: 1,
            reached_at: '2026-11-01T00:00:00Z',
          }),
        ],
      }),
    });
    renderApp(<AchievementsPanel />, { url: '/tournaments/achievements', fetch: api.fetch });
    const rounds = await screen.findByTestId('achievement-rounds_played');
    expect(within(rounds).getByText('Level 1 of 4')).toBeTruthy();
    expect(within(rounds).getByText('55 of 100 rounds')).toBeTruthy();
    expect(within(rounds).getByRole('progressbar').getAttribute('value')).toBe('0.5');
    expect(
      within(screen.getByTestId('achievement-first_deposit')).getByText('Every level reached.'),
    ).toBeTruthy();
  });

  it('asks a guest to sign in', async () => {
    const api = fakeApi({ 'GET /api/player': () => ({ body: { country: 'DE', currency: 'EUR' } }) });
    renderApp(<AchievementsPanel />, { url: '/tournaments/achievements', fetch: api.fetch });
    expect((await screen.findByText('Sign in to see your achievements.')).getAttribute('href')).toContain(
      'modal=login',
    );
    expect(api.callsTo('GET /api/player/achievements')).toHaveLength(0);
  });
});
