import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { dispatch } from '../channels.ts';
import { JackpotWinPopup } from './jackpot-win-popup.tsx';

afterEach(cleanup);

const award = {
  jackpot_id: 1,
  jackpot_title: 'Mystic jackpots',
  level: 'Grand',
  amount_cents: 1_234_56,
  currency: 'EUR',
};

describe('the jackpot win popup', () => {
  it('congratulates the player with the amount in an accessible dialog, and closes', async () => {
    renderApp(<JackpotWinPopup />, { fetch: fakeApi({}).fetch });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => dispatch('jackpot_win_award', award));
    const dialog = await screen.findByRole('dialog', { name: 'Jackpot!' });
    expect(dialog.textContent).toContain('You won the Grand level of Mystic jackpots.');
    expect(screen.getByTestId('jackpot-win-amount').textContent).toBe('€1,234.56');
    const collect = screen.getByRole('button', { name: 'Great!' });
    expect(document.activeElement).toBe(collect);
    fireEvent.click(collect);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows awards one after the other and ignores malformed ones', async () => {
    renderApp(<JackpotWinPopup />, { fetch: fakeApi({}).fetch });
    act(() => {
      dispatch('jackpot_win_award', { ...award, amount_cents: 'much' });
      dispatch('jackpot_win_award', award);
      dispatch('jackpot_win_award', { ...award, level: 'Major', amount_cents: 500 });
    });
    expect((await screen.findByTestId('jackpot-win-amount')).textContent).toBe('€1,234.56');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('jackpot-win-amount').textContent).toBe('€5.00'));
  });
});
