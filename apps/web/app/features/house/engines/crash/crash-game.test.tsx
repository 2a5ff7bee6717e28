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

const BET = 'POST /api/house/sessions/tok/shared-bets';

function bettingSession() {
  const closes = new Date(Date.now() + 60_000).toISOString();
  return makeSession({
    engine: 'crash',
    variant: 'standard',
    room: 'house:orbit/crash',
    shared_round: {
      game: 'orbit/crash',
      round_id: 5,
      phase: 'betting',
      seed_hash: 'b'.repeat(64),
      closes_at: closes,
      started_at: closes,
      outcome: null,
      seed: null,
    },
  });
}

describe('crash frame', { timeout: 20_000 }, () => {
  it('counts down the betting window and bets the stake with the auto cash-out', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [BET]: () => ({
        body: {
          round: makeRound({ id: 31, status: 'open', view: { round_id: 5, cashout: null, outcome: null } }),
          balance_cents: 99_900,
        },
      }),
    });
    renderApp(<HousePage token="tok" session={bettingSession()} locale="en" />, { fetch: api.fetch });
    await waitFor(
      () => expect(screen.getByTestId('crash-phase').textContent).toMatch(/^Bets close in \d+ seconds$/),
      {
        timeout: 8000,
      },
    );
    await user.type(screen.getByLabelText('Auto cash-out (×)'), '2');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(screen.getByTestId('crash-bet').textContent).toMatch(/Your bet: FUN\s1\.00/));
    expect(api.callsTo(BET)[0]?.body).toEqual({ bet: { stake: 100, autoCashout: 200 } });
    expect(screen.getByTestId('house-balance').textContent).toMatch(/999\.00/);
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses an auto cash-out under 1.01× and says when betting has closed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [BET]: () => ({ status: 409, body: { error: 'betting_closed' } }) });
    renderApp(<HousePage token="tok" session={bettingSession()} locale="en" />, { fetch: api.fetch });
    const auto = await screen.findByLabelText('Auto cash-out (×)', {}, { timeout: 8000 });
    await user.type(auto, '1');
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(auto);
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bets are closed for this round. Wait for the next one.',
    );
  });
});
