import type { TournamentPlayerStatus } from '@orbit/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { HOUR, iso, leaders, makeStatus, makeTournament } from '../testing.ts';
import { TournamentPage } from './tournament-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const player = makePlayer({ currency: 'CAD', nickname: 'ada' });

function setUp({
  tournament = makeTournament(),
  status = makeStatus(),
  signedIn = true,
  confirm = () => ({ body: { confirmed: true } }),
}: {
  tournament?: ReturnType<typeof makeTournament>;
  status?: TournamentPlayerStatus | (() => TournamentPlayerStatus);
  signedIn?: boolean;
  confirm?: () => { status?: number; body?: unknown };
} = {}) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: signedIn ? player : guest }),
    'GET /api/info/currencies': () => ({ body: [{ code: 'CAD', subunits_to_unit: 100, fiat: true }] }),
    [`GET /api/tournaments/${tournament.slug}`]: () => ({ body: tournament }),
    [`GET /api/tournaments/${tournament.id}/status`]: () => ({
      body: typeof status === 'function' ? status() : status,
    }),
    'GET /api/tournaments/player': () => ({ body: [] }),
    [`POST /api/tournaments/${tournament.id}/confirm`]: confirm,
  });
  renderApp(<TournamentPage slug={tournament.slug} />, {
    url: `/tournaments/${tournament.slug}`,
    fetch: api.fetch,
  });
  return api;
}

describe('a tournament page', () => {
  it('shows the rules, prizes, the top 50 and the player ranked 51st under them, and that every game counts', async () => {
    const tournament = makeTournament({ top_players: leaders(50) });
    const api = setUp({
      tournament,
      status: makeStatus({ award_place: 51, bet_cents: 150, nickname: 'ada' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots Sprint' })).toBeTruthy();
    expect(screen.getByText('Every real-money bet on any game counts.')).toBeTruthy();
    const prizes = screen.getByRole('table', { name: 'Prizes of Slots Sprint' });
    const prizeRows = within(prizes).getAllByRole('row').slice(1);
    expect(prizeRows.map((row) => row.textContent)).toEqual(['1CA$500.00', '2CA$250.00', '350 free spins']);
    const board = screen.getByRole('table', { name: 'Leaderboard of Slots Sprint' });
    await waitFor(() =>
      expect(within(board).getByTestId('leaderboard-own').textContent).toBe('51adaYouCA$1.50'),
    );
    expect(within(board).getAllByTestId('leaderboard-row')).toHaveLength(50);
    expect(screen.getByTestId('tournament-own-place').textContent).toBe('You are in place 51 with CA$1.50.');
    expect(screen.getByText('Every game counts.')).toBeTruthy();
    expect(api.callsTo('GET /api/tournaments/1/status')).toHaveLength(1);
  });

  it("marks the player's own row inside the top instead of adding it", async () => {
    setUp({ status: makeStatus({ nickname: 'player2', award_place: 2, bet_cents: 2_000 }) });
    const own = await screen.findByTestId('leaderboard-own');
    expect(own.textContent).toBe('2player2YouCA$20.00');
    expect(own.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByTestId('leaderboard-own-appended')).toBeNull();
  });

  it('confirms a tournament that asks for it, then reloads the player’s tournaments and status', async () => {
    let confirmed = false;
    const api = setUp({
      tournament: makeTournament({ user_confirmation_required: true }),
      status: () => makeStatus({ user_confirmed: confirmed }),
      confirm: () => {
        confirmed = true;
        return { body: { confirmed: true } };
      },
    });
    const button = await screen.findByRole('button', { name: 'Take part' });
    fireEvent.click(button);
    expect(await screen.findByTestId('tournament-confirmed')).toBeTruthy();
    expect(api.callsTo('POST /api/tournaments/1/confirm')[0]?.body).toEqual({ confirmed: true });
    expect(api.callsTo('GET /api/tournaments/player')).toHaveLength(1);
    expect(api.callsTo('GET /api/tournaments/1/status')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Take part' })).toBeNull();
  });

  it('says so when the tournament ended before the confirmation arrived', async () => {
    setUp({
      tournament: makeTournament({ user_confirmation_required: true }),
      confirm: () => ({ status: 422, body: { errors: { base: ['tournaments.ended'] } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This tournament has ended: you can no longer take part.',
    );
  });

  it('tells a player whose wallet is in another currency that only bets in the tournament’s count', async () => {
    setUp({ tournament: makeTournament({ currency: 'EUR' }) });
    expect((await screen.findByTestId('tournament-other-currency')).textContent).toBe(
      'Only bets in EUR count in this tournament.',
    );
    cleanup();
    setUp();
    await screen.findByTestId('tournament-participation');
    expect(screen.queryByTestId('tournament-other-currency')).toBeNull();
  });

  it('offers a guest the sign-in link instead, and asks for no status', async () => {
    const api = setUp({ signedIn: false, tournament: makeTournament({ user_confirmation_required: true }) });
    const link = await screen.findByRole('link', { name: 'Sign in to take part' });
    expect(link.getAttribute('href')).toBe('/tournaments/slots-sprint?modal=login');
    expect(screen.queryByRole('button', { name: 'Take part' })).toBeNull();
    expect(api.callsTo('GET /api/tournaments/1/status')).toHaveLength(0);
  });

  it('shows the winners once ranked, and no countdown or confirm once ended', async () => {
    const tournament = makeTournament({
      user_confirmation_required: true,
      start_at: iso(-9 * HOUR),
      end_at: iso(-HOUR),
      finished_at: iso(-HOUR),
      in_progress: false,
    });
    tournament.prizes = tournament.prizes.map((p, i) => ({ ...p, nickname: `player${i + 1}` }));
    setUp({ tournament });
    const prizes = await screen.findByRole('table', { name: 'Prizes of Slots Sprint' });
    expect(within(prizes).getByRole('columnheader', { name: 'Winner' })).toBeTruthy();
    expect(within(prizes).getByText('player1')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('tournament-countdown').textContent).toBe('Finished'));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take part' })).toBeNull();
  });

  it('links the producers and games that count', async () => {
    setUp({ tournament: makeTournament({ producers: ['orchard-reels'], games: ['nova-play/star-dice'] }) });
    expect((await screen.findByRole('link', { name: 'Orchard Reels' })).getAttribute('href')).toBe(
      '/producers/orchard-reels',
    );
    expect(screen.getByRole('link', { name: 'Star Dice' }).getAttribute('href')).toBe(
      '/play/nova-play/star-dice',
    );
    expect(screen.queryByText('Every game counts.')).toBeNull();
  });

  it('reloads the leaderboard and the status on tournaments_statuses, at most once per 2 s, and not for other tournaments', async () => {
    const api = setUp();
    await screen.findByTestId('tournament-participation');
    await waitFor(() => expect(api.callsTo('GET /api/tournaments/1/status')).toHaveLength(1));
    act(() => dispatch('tournaments_statuses', [makeStatus({ tournament_id: 99 })]));
    act(() => {
      for (let i = 0; i < 5; i++)
        dispatch('tournaments_statuses', [makeStatus({ tournament_id: 1, bet_cents: i })]);
    });
    await waitFor(() => expect(api.callsTo('GET /api/tournaments/slots-sprint')).toHaveLength(2));
    expect(api.callsTo('GET /api/tournaments/1/status')).toHaveLength(2);
    // The burst's last event still lands, once, when the window closes.
    await waitFor(() => expect(api.callsTo('GET /api/tournaments/slots-sprint')).toHaveLength(3), {
      timeout: 3_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET /api/tournaments/slots-sprint')).toHaveLength(3);
    expect(api.callsTo('GET /api/tournaments/1/status')).toHaveLength(3);
  });
});
