import type { GameHistoryItem } from '@orbit/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { historyTime } from '../model/history.ts';
import { GamesHistory } from './games-history.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (over: Partial<GameHistoryItem> = {}): GameHistoryItem => ({
  bet_id: 31,
  bet_status: 'closed',
  created_at: '2026-11-21T22:15:00Z',
  finished_at: '2026-11-21T22:15:01Z',
  currency: 'EUR',
  provider: 'orbit-originals',
  game: 'orbit-originals/lucky-dice',
  title: 'Lucky Dice',
  total_bets: 2.5,
  total_wins: 4.85,
  total_losses: 0,
  ...over,
});

const api = (reply: () => { status?: number; body?: unknown }) =>
  fakeApi({ 'GET /api/player': () => ({ body: makePlayer() }), 'GET /api/player/games': reply });

describe('profile games history', () => {
  it('lists the rounds in an accessible table, each with a link to verify it', async () => {
    renderApp(<GamesHistory />, {
      url: '/de/profile/games-history',
      fetch: api(() => ({
        body: [item(), item({ bet_id: 30, bet_status: 'open', title: 'Mines', total_wins: 0 })],
      })).fetch,
    });
    const table = await screen.findByRole('table', { name: 'Your rounds, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Game', 'Time', 'Bet', 'Win', 'Currency', 'Status', 'Verify']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('Lucky Dice');
    // German separators under /de.
    expect(first!.textContent).toContain('2,50');
    expect(first!.textContent).toContain('4,85');
    expect(first!.textContent).toContain('Finished');
    expect(second!.textContent).toContain('In progress');
    const verify = within(first!).getByRole('link', { name: 'Verify round #31 of Lucky Dice' });
    expect(verify.getAttribute('href')).toBe('/de/provably-fair?round=31');
    expect(within(first!).getByText(/2026/).closest('time')?.getAttribute('datetime')).toBe(
      '2026-11-21T22:15:00Z',
    );
  });

  it('says when there are no rounds yet, and when they could not be loaded', async () => {
    renderApp(<GamesHistory />, { url: '/profile/games-history', fetch: api(() => ({ body: [] })).fetch });
    expect(await screen.findByTestId('games-history-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Provably fair: your seeds' }).getAttribute('href')).toBe(
      '/provably-fair',
    );
    cleanup();
    renderApp(<GamesHistory />, {
      url: '/profile/games-history',
      fetch: api(() => ({ status: 500, body: {} })).fetch,
    });
    expect(await screen.findByText('Your games history could not be loaded. Please try again.')).toBeTruthy();
  });

  it('shows a loading state first', () => {
    renderApp(<GamesHistory />, { url: '/profile/games-history', fetch: api(() => ({ body: [] })).fetch });
    expect(screen.getByText('Loading your rounds…').getAttribute('role')).toBe('status');
  });

  it('writes times in UTC on the server and in the player’s zone in the browser', () => {
    expect(historyTime('2026-11-21T22:15:00Z', 'en', false)).toMatch(/10:15 PM UTC$/);
    expect(historyTime('2026-11-21T22:15:00Z', 'en', true)).not.toMatch(/UTC/);
  });
});
