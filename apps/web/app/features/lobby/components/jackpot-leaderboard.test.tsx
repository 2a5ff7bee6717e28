import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { makeJackpot, makeWin } from '../testing.ts';
import { JackpotLeaderboard } from './jackpot-leaderboard.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wins = [
  makeWin({ user_name: 'Alexandra', amount_cents: 5_000 }),
  makeWin({ user_name: 'Bartholomew', amount_cents: 900_000, jackpot_level_name: 'Grand' }),
  makeWin({ user_name: 'Cy', amount_cents: 12_345 }),
  makeWin({ user_name: 'Dominique', amount_cents: 70_000 }),
  makeWin({ user_name: 'Eve', amount_cents: 1 }),
  makeWin({
    user_name: 'Frederika',
    amount_cents: 333_300,
    jackpot_external_code: 'other',
    jackpot_name: 'Coin Vault',
  }),
];

const rows = () =>
  screen.getAllByTestId('leaderboard-entry').map((row) =>
    within(row)
      .getAllByText(/./)
      .map((el) => el.textContent),
  );

describe('JackpotLeaderboard', () => {
  it('shows the 5 biggest wins first, names cut to 6 characters + ***, cents / 100', async () => {
    renderApp(<JackpotLeaderboard />, {
      fetch: fakeApi({ 'GET /api/jackpot_wins': () => ({ body: wins }) }).fetch,
    });
    expect(await screen.findByText('Bartho***')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Biggest' }).getAttribute('aria-selected')).toBe('true');
    expect(rows()).toEqual([
      ['1', 'Bartho***', 'Grand', '9,000.00'],
      ['2', 'Freder***', 'Grand', '3,333.00'],
      ['3', 'Domini***', 'Grand', '700.00'],
      ['4', 'Cy***', 'Grand', '123.45'],
      ['5', 'Alexan***', 'Grand', '50.00'],
    ]);
  });

  it('Latest keeps the server order; arrow keys move between the tabs', async () => {
    renderApp(<JackpotLeaderboard />, {
      fetch: fakeApi({ 'GET /api/jackpot_wins': () => ({ body: wins }) }).fetch,
    });
    await screen.findByText('Bartho***');
    fireEvent.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(rows().map((r) => r[1])).toEqual(['Alexan***', 'Bartho***', 'Cy***', 'Domini***', 'Eve***']);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Latest' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Biggest' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Biggest' }));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Biggest' }).id,
    );
  });

  it("on a jackpot's page lists only that jackpot's winners", async () => {
    renderApp(<JackpotLeaderboard jackpot={makeJackpot({ external_id: 'other', name: 'Coin Vault' })} />, {
      fetch: fakeApi({ 'GET /api/jackpot_wins': () => ({ body: wins }) }).fetch,
    });
    expect(await screen.findByText('Freder***')).toBeTruthy();
    expect(screen.getAllByTestId('leaderboard-entry')).toHaveLength(1);
  });

  it('a failed load is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(<JackpotLeaderboard />, {
      fetch: fakeApi({ 'GET /api/jackpot_wins': () => ({ status: 500, body: { error: 'boom' } }) }).fetch,
    });
    expect(await screen.findByText('No winners yet. The next one could be you.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('LOAD_API_JACKPOT_WINS_ERROR', expect.any(String));
  });
});
