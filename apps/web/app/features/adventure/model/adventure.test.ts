import type { Adventure, AdventureDay } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { adventureSummary, dayCardView, stepPercent } from './adventure.ts';

const step = (current: number, target: number, kind: 'deposit' | 'bets' = 'deposit') => ({
  kind,
  done: current >= target,
  current_cents: current,
  target_cents: target,
});

function day(n: number, facts: Partial<AdventureDay> = {}): AdventureDay {
  return {
    day: n,
    date: `2030-01-0${n}`,
    step: 0,
    stepTotal: 2,
    isCompleted: false,
    state: 'future',
    steps: [step(0, 15_000), step(0, 15_000, 'bets')],
    claimed: false,
    claimable: false,
    gift_id: null,
    title: 'Day',
    image: null,
    prize: { freespin: 20, bonus_cents: null },
    condition: { minDep: 15_000, wager: 30, periodActivationDays: 7 },
    ...facts,
  };
}

describe('adventure day cards', () => {
  it('show the claim button only on a done day whose prize waits', () => {
    expect(dayCardView(day(3, { state: 'active', isCompleted: true, claimable: true }))).toMatchObject({
      state: 'active',
      canClaim: true,
      showSteps: true,
      current: true,
    });
    // Today, not done: the steps without a button.
    expect(dayCardView(day(3, { state: 'active' }))).toMatchObject({ canClaim: false, showSteps: true });
    // Yesterday done, not taken: completed and still claimable.
    expect(dayCardView(day(2, { state: 'completed', isCompleted: true, claimable: true }))).toMatchObject({
      state: 'completed',
      canClaim: true,
      showSteps: true,
      current: false,
    });
    // Taken: completed, in the gifts, no button.
    expect(dayCardView(day(1, { state: 'completed', claimed: true, gift_id: 7 }))).toMatchObject({
      canClaim: false,
      prizeTaken: true,
      showSteps: false,
    });
  });

  it('lost, future and superb days have no button and no bars', () => {
    for (const state of ['lost', 'future'] as const)
      expect(dayCardView(day(1, { state }))).toMatchObject({ state, canClaim: false, showSteps: false });
    expect(dayCardView(day(7, { state: 'superb', claimed: true }))).toMatchObject({
      state: 'superb',
      prizeTaken: true,
      canClaim: false,
    });
  });

  it('fill step bars in whole percent, full only when done', () => {
    expect(stepPercent(step(0, 15_000))).toBe(0);
    expect(stepPercent(step(7_500, 15_000))).toBe(50);
    expect(stepPercent(step(14_999, 15_000))).toBe(99);
    expect(stepPercent(step(15_000, 15_000))).toBe(100);
    expect(stepPercent(step(40_000, 15_000))).toBe(100);
    expect(stepPercent(step(0, 0))).toBe(100);
  });
});

describe('adventure summary', () => {
  const adventure = (today: string, days: AdventureDay[], finished = false): Adventure => ({
    key: 'gold',
    currency: 'EUR',
    start_at: '2030-01-01',
    end_at: '2030-01-03',
    claims_until: '2030-01-04',
    today,
    finished,
    days,
  });

  it('says which day is today and how many are completed', () => {
    const days = [day(1, { state: 'completed' }), day(2, { state: 'active' }), day(3)];
    expect(adventureSummary(adventure('2030-01-02', days))).toEqual({
      today: 2,
      total: 3,
      completed: 1,
      finished: false,
      notStarted: false,
    });
    expect(adventureSummary(adventure('2029-12-31', [day(1), day(2), day(3)])).notStarted).toBe(true);
    const done = [day(1, { state: 'completed' }), day(2, { state: 'lost' }), day(3, { state: 'superb' })];
    expect(adventureSummary(adventure('2030-01-05', done, true))).toMatchObject({
      today: null,
      completed: 2,
      finished: true,
    });
  });
});
