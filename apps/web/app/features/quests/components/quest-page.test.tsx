import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { fakeApi, guest, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { makeQuest, makeQuestStatus } from '../testing.ts';
import { QuestPage } from './quest-page.tsx';
import { QuestsPage } from './quests-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rocket = makeQuest({
  id: 6,
  slug: 'rocket-quest',
  title: 'Rocket Quest',
  frontend_identifier: 'm--rocket-quest',
  currency: 'CAD',
});
const testQuest = makeQuest({ id: 7, slug: 'ffc', title: 'Test quest', frontend_identifier: 's--ffc-quest' });
const sprint = makeQuest({
  id: 8,
  slug: 'slots-sprint',
  title: 'Slots Sprint',
  frontend_identifier: 'slots-sprint',
});

function setUp(player: unknown, bets: number[] = [0], pages: Record<string, boolean> = {}) {
  let call = 0;
  const api = fakeApi({
    'GET /api/player': () => ({ body: player }),
    'GET /api/fe/config/manage-promotion-pages': () => ({ body: pages }),
    'GET /api/tournaments': () => ({ body: [sprint, makeQuest(), rocket, testQuest] }),
    'GET /api/tournaments/starter-quest': () => ({ body: makeQuest() }),
    'GET /api/tournaments/5/status': () => ({
      body: makeQuestStatus({ bet_cents: bets[Math.min(call++, bets.length - 1)] }),
    }),
    'GET /batch': (request) => {
      const urls = new URL(request.url, 'http://x').searchParams.getAll('url[]');
      return {
        body: Object.fromEntries(
          urls.map((url) => {
            const id = Number(/\d+/.exec(url)?.[0]);
            return [url, makeQuestStatus({ tournament_id: id, bet_cents: id === 5 ? 20_000 : 0 })];
          }),
        ),
      };
    },
  });
  return api;
}

const states = () => screen.getAllByTestId('quest-level').map((li) => li.getAttribute('data-state'));

describe('the quest page', () => {
  it("the levels of the quest's size on their path, the player's level and what is left; live on tournaments_statuses", async () => {
    const api = setUp(makePlayer(), [20_000, 100_000]);
    renderApp(<QuestPage slug="starter-quest" />, { url: '/quests/starter-quest', fetch: api.fetch });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Starter Quest');
    const standing = await screen.findByTestId('quest-standing');
    // €200 staked on the xs ladder (€0, €150, €500 …): level 2 of 6, €300 to level 3.
    expect(within(standing).getByTestId('quest-current').textContent).toBe('Level 2 of 6');
    expect(within(standing).getByTestId('quest-next').textContent).toBe('Level 3: €300.00 more to bet');
    expect(
      within(standing)
        .getByRole('progressbar', { name: 'Progress to level 3' })
        .getAttribute('aria-valuenow'),
    ).toBe('14');
    const ladder = screen.getByRole('list', { name: "The quest's levels" });
    expect(within(ladder).getAllByRole('listitem')).toHaveLength(6);
    expect(states()).toEqual(['reached', 'current', 'next', 'locked', 'locked', 'locked']);
    expect(screen.getAllByTestId('quest-level')[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getAllByTestId('quest-level')[5]?.textContent).toContain('€15,000.00');
    expect(screen.getByText('Ends in')).toBeTruthy();

    // A bet moved the player's standing: the status loads again and the level climbs.
    act(() => dispatch('tournaments_statuses', [makeQuestStatus({ bet_cents: 100_000 })]));
    await waitFor(() =>
      expect(states()).toEqual(['reached', 'reached', 'reached', 'current', 'next', 'locked']),
    );
    expect(api.callsTo('GET /api/tournaments/5/status')).toHaveLength(2);
  });

  it('a guest sees the ladder, every level locked, and a sign-in link; no status is asked', async () => {
    const api = setUp(guest);
    renderApp(<QuestPage slug="starter-quest" />, { url: '/quests/starter-quest', fetch: api.fetch });
    const prompt = await screen.findByTestId('quest-guest');
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      'modal=login',
    );
    expect(states()).toEqual(Array(6).fill('locked'));
    expect(api.callsTo('GET /api/tournaments/5/status')).toHaveLength(0);
  });
});

describe('the quests list', () => {
  it('lists the quests only, with the player level from /batch; the test quest only with its flag', async () => {
    const api = setUp(makePlayer());
    renderApp(<QuestsPage />, { url: '/quests', fetch: api.fetch });
    await waitFor(() => expect(screen.getAllByTestId('quest-card')).toHaveLength(2));
    expect(screen.getAllByTestId('quest-card').map((card) => card.getAttribute('data-slug'))).toEqual([
      'starter-quest',
      'rocket-quest',
    ]);
    expect((await screen.findAllByTestId('quest-card-level'))[0]?.textContent).toBe(
      'Level 2 of 6 · Level 3: €300.00 more to bet',
    );
    expect(screen.getByRole('link', { name: 'Open the quest Rocket Quest' }).getAttribute('href')).toBe(
      '/quests/rocket-quest',
    );
    const batch = api.callsTo('GET /batch')[0];
    expect(new URL(batch?.url ?? '', 'http://x').searchParams.getAll('url[]')).toEqual([
      'api/tournaments/5/status',
      'api/tournaments/6/status',
    ]);
    cleanup();
    renderApp(<QuestsPage />, { url: '/quests', fetch: setUp(makePlayer(), [0], { ffc: true }).fetch });
    await waitFor(() => expect(screen.getAllByTestId('quest-card')).toHaveLength(3));
  });
});
