import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { HOUR, iso, leaders, makeStatus, makeTournament } from '../testing.ts';
import { LeaderboardPage } from './leaderboard-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/leaderboard', () => {
  it("shows one section per running tournament with the player's place from /batch, and follows it live", async () => {
    const sprint = makeTournament({ top_players: leaders(10) });
    const hunt = makeTournament({
      id: 2,
      slug: 'big-win-hunt',
      title: 'Big Win Hunt',
      top_players: leaders(2, 2),
    });
    const upcoming = makeTournament({ id: 3, title: 'Later', start_at: iso(HOUR), end_at: iso(2 * HOUR) });
    let bet = 100;
    const api = fakeApi({
      'GET /api/player': () => ({ body: makePlayer({ currency: 'CAD' }) }),
      'GET /api/tournaments': () => ({ body: [sprint, hunt, upcoming] }),
      'GET /batch': () => ({
        body: {
          'api/tournaments/1/status': makeStatus({ tournament_id: 1, award_place: 14, bet_cents: bet }),
          'api/tournaments/2/status': makeStatus({ tournament_id: 2, award_place: null }),
        },
      }),
    });
    renderApp(<LeaderboardPage />, { url: '/leaderboard', fetch: api.fetch });
    const sections = await screen.findAllByTestId('leaderboard-section');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Slots Sprint',
      'Big Win Hunt',
    ]);
    await waitFor(() =>
      expect(within(sections[0]!).getByTestId('leaderboard-own').textContent).toBe('14adaYouCA$1.00'),
    );
    expect(within(sections[1]!).queryByTestId('leaderboard-own')).toBeNull();
    const batch = api.callsTo('GET /batch');
    expect(batch).toHaveLength(1);
    expect(decodeURIComponent(batch[0]!.url)).toBe(
      '/batch?url[]=api/tournaments/1/status&url[]=api/tournaments/2/status',
    );
    bet = 5_000;
    act(() => dispatch('tournaments_statuses', [makeStatus({ tournament_id: 1 })]));
    await waitFor(() =>
      expect(within(sections[0]!).getByTestId('leaderboard-own').textContent).toBe('14adaYouCA$50.00'),
    );
    expect(api.callsTo('GET /api/tournaments')).toHaveLength(2);
  });
});
