import type { HouseFreeSpins } from '@orbit/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { slotRound } from '../engines/slots/fixtures.ts';
import { makeRound, makeSession } from '../fixtures.ts';
import { HousePage } from './house-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FREE_SPIN = 'POST /api/house/sessions/tok/free-spins';
const PLAY = 'POST /api/house/sessions/tok/rounds';
const BALANCE = 5_000;
const spins = (left: number): HouseFreeSpins => ({ left, total: 2, stake_cents: 30 });

/** A real CAD session of a slot holding two free spins at C$0.30; the first wins C$0.90. */
function renderWithFreeSpins() {
  let played = 0;
  const api = fakeApi({
    [FREE_SPIN]: () => {
      played += 1;
      const last = played === 2;
      return {
        body: {
          round: makeRound({ stake_cents: 30, payout_cents: last ? 0 : 90, view: slotRound() }),
          // The balance never moves; the last spin's winnings arrive as bonus money.
          balance_cents: last ? BALANCE + 90 : BALANCE,
          free_spins: last ? null : spins(1),
          free_spins_bonus_cents: last ? 90 : null,
        },
      };
    },
    [PLAY]: () => ({ status: 500, body: { error: 'should_not_be_called' } }),
  });
  const session = makeSession({
    engine: 'slot-classic',
    variant: 'fruit-3x3-5',
    mode: 'real',
    currency: 'CAD',
    balance_cents: BALANCE,
    free_spins: spins(2),
  });
  renderApp(<HousePage token="tok" session={session} locale="en" />, { fetch: api.fetch });
  return api;
}

describe('free spins in the slot frame', { timeout: 20_000 }, () => {
  it('shows the spins left, plays them without touching the balance, then tells the winnings became a bonus', async () => {
    const user = userEvent.setup();
    const api = renderWithFreeSpins();
    expect((await screen.findByTestId('free-spins-left', {}, { timeout: 8000 })).textContent).toBe(
      '2 free spins left',
    );
    expect(screen.getByTestId('free-spins').textContent).toMatch(/Each spin plays at CA\$0\.30/);
    const balance = screen.getByTestId('house-balance').textContent;

    await user.click(screen.getByRole('button', { name: 'Play free spin' }));
    await waitFor(() => expect(screen.getByTestId('free-spins-left').textContent).toBe('1 free spin left'));
    expect(screen.getByTestId('house-balance').textContent).toBe(balance);

    await user.click(screen.getByRole('button', { name: 'Play free spin' }));
    const over = await screen.findByTestId('free-spins-over');
    expect(over.textContent).toMatch(/Your free spin winnings of CA\$0\.90 are now a bonus\./);
    const gifts = screen.getByRole('link', { name: 'See your gifts' });
    expect(gifts.getAttribute('href')).toBe('/profile/gifts');
    expect(gifts.getAttribute('target')).toBe('_top');
    expect(screen.queryByTestId('free-spins')).toBeNull();

    // The spins are over: the button spins for real money again.
    expect(screen.getByRole('button', { name: 'Spin' })).toBeTruthy();
    expect(api.callsTo(FREE_SPIN)).toHaveLength(2);
    expect(api.callsTo(PLAY)).toHaveLength(0);
  });

  it('shows nothing of free spins to a player without any', async () => {
    renderApp(
      <HousePage
        token="tok"
        session={makeSession({ engine: 'slot-classic', variant: 'fruit-3x3-5' })}
        locale="en"
      />,
      { fetch: fakeApi({}).fetch },
    );
    expect(await screen.findByRole('button', { name: 'Spin' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('free-spins')).toBeNull();
    expect(screen.queryByTestId('free-spins-over')).toBeNull();
  });
});
