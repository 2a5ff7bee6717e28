import { questThresholds } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import {
  isTestQuest,
  levelPositions,
  levelStates,
  questLadder,
  questStanding,
  runningQuest,
  visibleQuests,
} from './quests.ts';

const t = (slug: string, frontend_identifier: string) => ({ slug, frontend_identifier });

describe('quests', () => {
  const all = [
    t('slots-sprint', 'slots-sprint'),
    t('rocket-quest', 'm--rocket-quest'),
    t('starter-quest', 'xs--starter-quest'),
    t('ffc', 's--ffc-quest'),
    t('hidden', 'nonvisible'),
    t('badges', 'achievement-quest'),
  ];

  it('lists quests only; the test quest only with its flag', () => {
    expect(visibleQuests(all, false).map((q) => q.slug)).toEqual(['rocket-quest', 'starter-quest', 'badges']);
    expect(visibleQuests(all, true).map((q) => q.slug)).toEqual([
      'rocket-quest',
      'starter-quest',
      'ffc',
      'badges',
    ]);
    expect(isTestQuest(t('ffc', 's--ffc-quest'))).toBe(true);
    expect(isTestQuest(t('other', 'xs--ffc'))).toBe(true);
    expect(isTestQuest(t('rocket-quest', 'm--rocket-quest'))).toBe(false);
  });

  it("a quest's ladder: its size's thresholds in its currency", () => {
    const ladder = questLadder({ frontend_identifier: 'xs--starter-quest', currency: 'EUR' });
    expect(ladder.size).toBe('xs');
    expect(ladder.thresholds).toEqual([0, 15_000, 50_000, 100_000, 500_000, 1_500_000]);
    // No size: m, 25 levels; CAD at its fixed rate.
    const plain = questLadder({ frontend_identifier: 'quest', currency: 'CAD' });
    expect(plain.thresholds).toEqual(questThresholds('m', 'CAD'));
    expect(plain.thresholds).toHaveLength(25);
  });

  it('the current level is the highest reached, the next one follows, with what is left to bet', () => {
    const xs = [0, 15_000, 50_000, 100_000, 500_000, 1_500_000];
    expect(questStanding(xs, 0)).toMatchObject({ current: 0, next: 1, remainingCents: 15_000 });
    expect(questStanding(xs, 15_000)).toMatchObject({ current: 1, next: 2, remainingCents: 35_000 });
    expect(questStanding(xs, 32_500)).toMatchObject({
      current: 1,
      next: 2,
      progress: 0.5,
      remainingCents: 17_500,
    });
    expect(questStanding(xs, 2_000_000)).toMatchObject({
      current: 5,
      next: null,
      progress: 1,
      remainingCents: 0,
    });
  });

  it('level states: reached below the current, the next, locked beyond; all locked without a standing', () => {
    expect(levelStates(5, { current: 2, next: 3 })).toEqual([
      'reached',
      'reached',
      'current',
      'next',
      'locked',
    ]);
    expect(levelStates(3, { current: 2, next: null })).toEqual(['reached', 'reached', 'current']);
    expect(levelStates(3, null)).toEqual(['locked', 'locked', 'locked']);
  });

  it('levels wind through the grid: each beside the one before', () => {
    expect(levelPositions(7, 3)).toEqual([
      { row: 1, column: 1 },
      { row: 1, column: 2 },
      { row: 1, column: 3 },
      { row: 2, column: 3 },
      { row: 2, column: 2 },
      { row: 2, column: 1 },
      { row: 3, column: 1 },
    ]);
    const positions = levelPositions(25, 5);
    for (let i = 1; i < positions.length; i++) {
      const [a, b] = [positions[i - 1]!, positions[i]!];
      expect(Math.abs(a.row - b.row) + Math.abs(a.column - b.column)).toBe(1);
    }
  });

  it('the running quest is the one ending soonest among those running now', () => {
    const now = Date.parse('2030-01-10T00:00:00Z');
    const q = (slug: string, start: string, end: string) => ({ slug, start_at: start, end_at: end });
    const quests = [
      q('later', '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z'),
      q('sooner', '2030-01-05T00:00:00Z', '2030-01-20T00:00:00Z'),
      q('upcoming', '2030-01-11T00:00:00Z', '2030-01-12T00:00:00Z'),
      q('ended', '2030-01-01T00:00:00Z', '2030-01-09T00:00:00Z'),
    ];
    expect(runningQuest(quests, now)?.slug).toBe('sooner');
    expect(runningQuest(quests.slice(2), now)).toBeNull();
  });
});
