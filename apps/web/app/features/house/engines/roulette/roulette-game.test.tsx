import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { HousePage } from '../../components/house-page.tsx';
import { makeRound, makeSession } from '../../fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAY = 'POST /api/house/sessions/tok/rounds';

describe('roulette frame', { timeout: 20_000 }, () => {
  it('places chips with the keyboard-reachable board, spins and shows the winning number', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PLAY]: () => ({
        body: {
          round: makeRound({ stake_cents: 200, payout_cents: 3600, view: { number: 17 } }),
          balance_cents: 103_400,
        },
      }),
    });
    renderApp(<HousePage token="tok" session={makeSession({ engine: 'roulette' })} locale="en" />, {
      fetch: api.fetch,
    });
    const spin = await screen.findByRole('button', { name: 'Spin' }, { timeout: 8000 });
    expect((spin as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '17 black' }));
    await user.click(screen.getByRole('button', { name: 'Red' }));
    expect(screen.getByRole('button', { name: /^17 black, FUN\s1\.00 on it$/ })).toBeTruthy();
    expect(screen.getByTestId('roulette-total').textContent).toMatch(/2\.00/);

    await user.click(spin);
    await waitFor(() => expect(screen.getByTestId('roulette-number').textContent).toBe('17'));
    expect(api.callsTo(PLAY)[0]?.body).toEqual({
      bet: {
        bets: [
          { target: 'straight:17', amount: 100 },
          { target: 'red', amount: 100 },
        ],
      },
    });
    expect(screen.getByTestId('house-balance').textContent).toMatch(/1,034\.00/);
    await waitFor(() =>
      expect(screen.getByTestId('house-announcer').textContent).toMatch(
        /^The ball landed on 17 black\. You win FUN\s36\.00\.$/,
      ),
    );
    // The board is cleared for the next bet; "repeat bet" puts the same chips back.
    expect(screen.getByTestId('roulette-total').textContent).toMatch(/0\.00/);
    await user.click(screen.getByRole('button', { name: 'Repeat bet' }));
    expect(screen.getByTestId('roulette-total').textContent).toMatch(/2\.00/);
  });

  it('offers dozens, columns and the even-money bets', async () => {
    renderApp(<HousePage token="tok" session={makeSession({ engine: 'roulette' })} locale="en" />, {
      fetch: fakeApi({}).fetch,
    });
    await screen.findByRole('button', { name: 'Spin' }, { timeout: 8000 });
    for (const name of [
      'Dozen 1',
      'Dozen 3',
      'Column 1',
      'Column 3',
      '1–18',
      '19–36',
      'Odd',
      'Even',
      'Black',
      '0 green',
    ])
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
  });
});
