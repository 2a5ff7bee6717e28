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

// Cards: rank = n % 13 (0 ace), suit = n / 13 (clubs, diamonds, hearts, spades).
const EIGHT_CLUBS = 7;
const EIGHT_HEARTS = 33;
const KING_SPADES = 51;
const SIX_DIAMONDS = 18;
const TEN_HEARTS = 35;

const openView = {
  dealer: [KING_SPADES, null],
  dealerTotal: null,
  hands: [{ cards: [EIGHT_CLUBS, EIGHT_HEARTS], total: 16, soft: false, stake: 100, doubled: false }],
  active: 0,
  actions: ['hit', 'stand', 'double', 'split'],
  results: [],
};

const closedView = {
  dealer: [KING_SPADES, SIX_DIAMONDS, TEN_HEARTS],
  dealerTotal: 26,
  hands: [{ cards: [EIGHT_CLUBS, EIGHT_HEARTS], total: 16, soft: false, stake: 100, doubled: false }],
  active: null,
  actions: [],
  results: ['win'],
};

const session = (openRound = false) =>
  makeSession({
    engine: 'blackjack',
    variant: 'classic-6deck',
    open_round: openRound ? makeRound({ id: 9, status: 'open', view: openView, finished_at: null }) : null,
  });

describe('blackjack frame', { timeout: 20_000 }, () => {
  it('deals with the stake and offers the moves the hand allows, the hole card face down', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/house/sessions/tok/rounds': () => ({
        body: {
          round: makeRound({ id: 9, status: 'open', view: openView, finished_at: null }),
          balance_cents: 99_900,
        },
      }),
    });
    renderApp(<HousePage token="tok" session={session()} locale="en" />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Deal' }, { timeout: 8000 }));
    expect(await screen.findByRole('button', { name: 'Split' }, { timeout: 8000 })).toBeTruthy();
    expect(api.callsTo('POST /api/house/sessions/tok/rounds')[0]?.body).toEqual({ bet: { stake: 100 } });
    for (const name of ['Hit', 'Stand', 'Double']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'King of spades' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Eight of hearts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deal' })).toBeNull();
    expect(screen.getByTestId('house-balance').textContent).toMatch(/999\.00/);
  });

  it('resumes an open round, stands, reveals the dealer and pays the win', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/house/sessions/tok/rounds/9/actions': () => ({
        body: {
          round: makeRound({
            id: 9,
            status: 'closed',
            view: closedView,
            stake_cents: 100,
            payout_cents: 200,
          }),
          balance_cents: 100_100,
        },
      }),
    });
    renderApp(<HousePage token="tok" session={session(true)} locale="en" />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Stand' }, { timeout: 8000 }));
    await waitFor(() =>
      expect(screen.getByTestId('blackjack-result').textContent).toMatch(/You win FUN\s2\.00/),
    );
    expect(api.callsTo('POST /api/house/sessions/tok/rounds/9/actions')[0]?.body).toEqual({
      action: { type: 'stand' },
    });
    expect(screen.queryByRole('img', { name: 'Face-down card' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Six of diamonds' })).toBeTruthy();
    expect(screen.getByTestId('hand-0').textContent).toContain('Win');
    expect(screen.getByRole('button', { name: 'Deal' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('house-announcer').textContent).toMatch(
        /^Dealer has 26\. Win\. You win FUN\s2\.00\.$/,
      ),
    );
  });
});
