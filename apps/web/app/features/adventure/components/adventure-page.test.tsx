import type { Adventure, AdventureDay } from '@orbit/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/features/realtime/testing.ts';
import { type FakeHandler, fakeApi, makeAccount, renderApp } from '~/shared/ui/testing.tsx';
import { AdventurePage } from './adventure-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const steps = (deposit: number, bets: number) => [
  { kind: 'deposit' as const, done: deposit >= 10_000, current_cents: deposit, target_cents: 10_000 },
  { kind: 'bets' as const, done: bets >= 10_000, current_cents: bets, target_cents: 10_000 },
];

function day(n: number, facts: Partial<AdventureDay>): AdventureDay {
  return {
    day: n,
    date: `2030-01-0${n}`,
    step: 0,
    stepTotal: 2,
    isCompleted: false,
    state: 'future',
    steps: steps(0, 0),
    claimed: false,
    claimable: false,
    gift_id: null,
    title: 'A day',
    image: null,
    prize: { freespin: 20, bonus_cents: null },
    condition: { minDep: 10_000, wager: 30, periodActivationDays: 7 },
    ...facts,
  };
}

const adventure = (days: AdventureDay[], facts: Partial<Adventure> = {}): Adventure => ({
  key: 'gold',
  currency: 'EUR',
  start_at: '2030-01-01',
  end_at: '2030-01-04',
  claims_until: '2030-01-05',
  today: '2030-01-03',
  finished: false,
  days,
  ...facts,
});

const today = day(3, {
  state: 'active',
  step: 2,
  isCompleted: true,
  claimable: true,
  steps: steps(12_000, 12_500),
});
const calendar = adventure([
  day(1, { state: 'completed', claimed: true, gift_id: 5, step: 2, isCompleted: true }),
  day(2, { state: 'lost', steps: steps(10_000, 0), step: 1 }),
  today,
  day(4, { state: 'future', prize: { freespin: 100, bonus_cents: 15_000 } }),
]);

function setUp(routes: Record<string, FakeHandler>) {
  const api = fakeApi(routes);
  renderApp(<AdventurePage />, { url: '/rocketplay-adventure', fetch: api.fetch });
  return api;
}

describe('the adventure page', () => {
  it('reloads the calendar when money moves (a deposit, a bet)', async () => {
    const api = setUp({ 'GET /api/player/adventure': () => ({ body: calendar }) });
    await screen.findAllByTestId('adventure-day');
    expect(api.callsTo('GET /api/player/adventure')).toHaveLength(1);
    act(() => {
      dispatch('balance', makeAccount('EUR', 5_000, true));
      dispatch('balance', makeAccount('EUR', 4_900, true));
    });
    await waitFor(() => expect(api.callsTo('GET /api/player/adventure')).toHaveLength(2));
  });

  it('shows each day with its state, prize, conditions and steps; the claim button on the done day', async () => {
    setUp({ 'GET /api/player/adventure': () => ({ body: calendar }) });
    const cards = await screen.findAllByTestId('adventure-day');
    expect(cards.map((card) => card.dataset.state)).toEqual(['completed', 'lost', 'active', 'future']);
    expect(screen.getByTestId('adventure-summary').textContent).toBe('Day 3 of 4 · 1 completed');
    const [first, second, third, fourth] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('link', { name: 'Prize claimed: see your gifts' }).getAttribute('href'),
    ).toBe('/profile/gifts');
    expect(within(second).getByText("This day's steps were not completed in time.")).toBeTruthy();
    expect(within(third).getByTestId('adventure-prize').textContent).toBe('20 free spins');
    expect(within(third).getByText('Min. deposit €100.00 · wager x30 · activate within 7 days')).toBeTruthy();
    expect(within(third).getByTestId('adventure-step-deposit').textContent).toContain('€120.00 of €100.00');
    expect(within(third).getByRole('button', { name: 'Claim prize' })).toBeTruthy();
    expect(within(fourth).getByTestId('adventure-prize').textContent).toBe('100 free spins€150.00 bonus');
    expect(within(fourth).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Claim prize' })).toHaveLength(1);
  });

  it('claims the day: the card turns completed and the gifts are announced', async () => {
    const claimed = adventure([
      ...calendar.days.slice(0, 2),
      { ...today, state: 'completed', claimed: true, claimable: false, gift_id: 9 },
      calendar.days[3] as AdventureDay,
    ]);
    const api = setUp({
      'GET /api/player/adventure': () => ({ body: calendar }),
      'POST /api/player/adventure/days/3/claim': () => ({ body: claimed }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim prize' }));
    await waitFor(() => expect(screen.getAllByTestId('adventure-day')[2]?.dataset.state).toBe('completed'));
    expect(api.callsTo('POST /api/player/adventure/days/3/claim')).toHaveLength(1);
    expect(await screen.findByText("Day 3's prize is in your gifts.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim prize' })).toBeNull();
  });

  it("says why a claim was refused, in the player's words", async () => {
    setUp({
      'GET /api/player/adventure': () => ({ body: calendar }),
      'POST /api/player/adventure/days/3/claim': () => ({
        status: 422,
        body: { errors: { day: ['adventure.finished'] } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim prize' }));
    expect(
      await screen.findByText('This adventure is over: its prizes can no longer be claimed.'),
    ).toBeTruthy();
  });

  it('finished: says so above the calendar', async () => {
    setUp({
      'GET /api/player/adventure': () => ({ body: { ...calendar, finished: true, today: '2030-01-06' } }),
    });
    expect((await screen.findByTestId('adventure-finished')).textContent).toBe(
      'Adventure finished: 1 of 4 days completed. A new adventure starts soon.',
    );
  });

  it('a player the adventure is not for gets the explanation and the way to the VIP club', async () => {
    setUp({
      'GET /api/player/adventure': () => ({ status: 403, body: { error: 'adventure.not_eligible' } }),
    });
    const box = await screen.findByTestId('adventure-unavailable');
    expect(within(box).getByRole('link', { name: 'Discover the VIP club' }).getAttribute('href')).toBe(
      '/rocketplay-vipclub',
    );
    expect(screen.queryByTestId('adventure-day')).toBeNull();
  });
});
