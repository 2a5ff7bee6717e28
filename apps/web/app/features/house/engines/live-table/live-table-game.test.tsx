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

const round = (phase: 'betting' | 'settled') => ({
  game: 'kestrel-live/skyline-roulette-live',
  round_id: 8,
  phase,
  seed_hash: 'c'.repeat(64),
  closes_at: new Date(Date.now() + (phase === 'betting' ? 60_000 : -10_000)).toISOString(),
  started_at: null,
  outcome: phase === 'settled' ? { game: 'roulette', pocket: 17 } : null,
  seed: phase === 'settled' ? 'd'.repeat(64) : null,
});

describe('live table frame', { timeout: 20_000 }, () => {
  it('takes chips on the roulette board while betting is open and bets them for the round', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/house/sessions/tok/shared-bets': () => ({
        body: {
          round: makeRound({
            id: 40,
            status: 'open',
            stake_cents: 100,
            view: { round_id: 8, outcome: null },
          }),
          balance_cents: 99_900,
        },
      }),
    });
    const session = makeSession({
      engine: 'live-table',
      variant: 'roulette',
      mode: 'real',
      currency: 'EUR',
      shared_round: round('betting'),
    });
    renderApp(<HousePage token="tok" session={session} locale="en" />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: '17 black' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Bet €1.00' }));
    await waitFor(() => expect(screen.getByTestId('live-my-bets').textContent).toBe('Your bets: €1.00'));
    expect(api.callsTo('POST /api/house/sessions/tok/shared-bets')[0]?.body).toEqual({
      bet: { bets: [{ target: 'straight:17', amount: 100 }] },
    });
    expect(screen.getByText('Real money')).toBeTruthy();
  });

  it('shows a settled round’s result, the player’s payout and the revealed seed', async () => {
    const session = makeSession({
      engine: 'live-table',
      variant: 'roulette',
      shared_round: round('settled'),
      shared_bets: [
        makeRound({
          id: 40,
          status: 'closed',
          stake_cents: 100,
          payout_cents: 3600,
          view: { round_id: 8, outcome: null },
        }),
      ],
    });
    renderApp(<HousePage token="tok" session={session} locale="en" />, { fetch: fakeApi({}).fetch });
    expect((await screen.findByTestId('live-phase', {}, { timeout: 8000 })).textContent).toBe(
      'The ball landed on 17 black.',
    );
    expect(screen.getByTestId('live-my-bets').textContent).toMatch(/paid FUN\s36\.00/);
    expect(screen.getByTestId('revealed-seed').textContent).toBe('d'.repeat(64));
  });
});
