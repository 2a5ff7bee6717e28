import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import type { TournamentTab } from '../model/tournaments.ts';
import { HOUR, iso, makeLottery, makeTournament } from '../testing.ts';
import { TournamentsPage } from './tournaments-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sprint = makeTournament();
const hunt = makeTournament({
  id: 2,
  slug: 'big-win-hunt',
  title: 'Big Win Hunt',
  strategy: 'rate',
  top_players: [],
});
const cup = makeTournament({
  id: 3,
  slug: 'high-roller-cup',
  title: 'High Roller Cup',
  start_at: iso(2 * HOUR),
  end_at: iso(9 * HOUR),
  in_progress: false,
});
const autumn = makeTournament({
  id: 4,
  slug: 'autumn-cup',
  title: 'Autumn Cup',
  start_at: iso(-90 * HOUR),
  end_at: iso(-80 * HOUR),
  in_progress: false,
});
const quest = makeTournament({
  id: 5,
  slug: 'rocket-quest',
  title: 'Rocket Quest',
  frontend_identifier: 'm--rocket-quest',
});

function setUp(tab: TournamentTab, signedIn = false) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: signedIn ? makePlayer({ currency: 'CAD' }) : guest }),
    'GET /api/tournaments': () => ({ body: [sprint, hunt, cup, autumn, quest] }),
    'GET /api/tournaments/player': () => ({ body: [hunt] }),
    'GET /api/tournaments/recent': () => ({ body: [autumn] }),
    'GET /api/lotteries': () => ({ body: [makeLottery({ tickets: ['7', '9'] })] }),
  });
  renderApp(<TournamentsPage tab={tab} />, { url: `/tournaments/${tab}`, fetch: api.fetch });
  return api;
}

const cardTitles = async () =>
  (await screen.findAllByTestId('tournament-card')).map(
    (card) => within(card).getByRole('heading', { level: 3 }).textContent,
  );

describe('the tournaments list', () => {
  it('All shows the running and upcoming tournaments (no quests, no ended ones) with pool, ranking and top 3', async () => {
    setUp('all');
    expect(await cardTitles()).toEqual(['Slots Sprint', 'Big Win Hunt', 'High Roller Cup']);
    const card = screen.getByRole('article', { name: 'Slots Sprint' });
    expect(within(card).getByTestId('tournament-pool').textContent).toBe('CA$850.00 + 50 free spins');
    expect(within(card).getByText('Total stake: the most staked wins')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.player1CA$30.00', '2.player2CA$20.00', '3.player3CA$10.00']);
    expect(within(card).getByRole('link', { name: 'View Slots Sprint' }).getAttribute('href')).toBe(
      '/tournaments/slots-sprint',
    );
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it("Actions shows a player's own running tournaments", async () => {
    const api = setUp('actions', true);
    expect(await cardTitles()).toEqual(['Big Win Hunt']);
    expect(api.callsTo('GET /api/tournaments/player')).toHaveLength(1);
  });

  it('Archive shows the recent ended tournaments', async () => {
    setUp('archive');
    expect(await cardTitles()).toEqual(['Autumn Cup']);
  });

  it('Producers says when there are none', async () => {
    setUp('producers');
    expect((await screen.findByTestId('tournaments-empty')).textContent).toBe(
      'No producer tournaments right now.',
    );
  });

  it("Lotteries links each lottery to its page with the player's tickets", async () => {
    setUp('lotteries');
    const card = await screen.findByRole('article', { name: 'Weekly Draw' });
    expect(within(card).getByRole('link', { name: 'Weekly Draw' }).getAttribute('href')).toBe(
      '/lottery/weekly-draw',
    );
    expect(within(card).getByText('2 tickets')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Weekly Draw' }).textContent).toBe('View lottery');
  });

  it('Achievements shows the panel the route gives, else an empty state', async () => {
    setUp('achievements');
    expect(await screen.findByTestId('achievements-empty')).toBeTruthy();
    cleanup();
    const api = fakeApi({ 'GET /api/player': () => ({ body: guest }) });
    renderApp(<TournamentsPage tab="achievements" achievements={<p>Badges here</p>} />, {
      url: '/tournaments/achievements',
      fetch: api.fetch,
    });
    expect(await screen.findByText('Badges here')).toBeTruthy();
  });
});
