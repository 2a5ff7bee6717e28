import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { HousePage } from '../../components/house-page.tsx';
import { makeRound, makeSession } from '../../fixtures.ts';
import { freeSpinsRound, slotRound } from './fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAY = 'POST /api/house/sessions/tok/rounds';
const session = makeSession({ engine: 'slot-classic', variant: 'fruit-3x3-5' });

function renderSlot(view: unknown, payout: number) {
  const api = fakeApi({
    [PLAY]: () => ({
      body: {
        round: makeRound({ stake_cents: 100, payout_cents: payout, view }),
        balance_cents: 100_000 - 100 + payout,
      },
    }),
  });
  renderApp(<HousePage token="tok" session={session} locale="en" />, { fetch: api.fetch });
  return api;
}

describe('slot frame', { timeout: 20_000 }, () => {
  it('spins with the stake, lights the winning line and updates the balance by stake and payout', async () => {
    const user = userEvent.setup();
    const api = renderSlot(slotRound(), 2800);
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 8000 }));
    await waitFor(() => expect(screen.getByTestId('slot-win').textContent).toMatch(/Win FUN\s28\.00/));
    expect(api.callsTo(PLAY)[0]?.body).toEqual({ bet: { stake: 100 } });
    const reel2 = screen.getByRole('list', { name: 'Reel 2' });
    const lit = reel2.querySelectorAll('[data-win]');
    expect(lit).toHaveLength(1);
    expect(lit[0]?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Seven');
    expect(screen.getByTestId('house-balance').textContent).toMatch(/1,027\.00/);
    await waitFor(() =>
      expect(screen.getByTestId('house-announcer').textContent).toMatch(/You win FUN\s28\.00/),
    );
  });

  it('plays free spins back one by one, and skips to the end on request', async () => {
    const user = userEvent.setup();
    renderSlot(freeSpinsRound, 5600);
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 8000 }));
    await waitFor(() => expect(screen.getByTestId('slot-phase').textContent).toBe('Free spin 1 of 2'), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByTestId('slot-phase').textContent).toBe('Free spin 2 of 2');
    expect(screen.getByTestId('slot-total').textContent).toMatch(/Total win FUN\s56\.00/);
    await waitFor(() =>
      expect(screen.getByTestId('house-announcer').textContent).toMatch(
        /^2 free spins played\. You win FUN\s56\.00\.$/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toBeTruthy();
  });
});
