import { VIP_DEFAULT_THRESHOLDS } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import {
  crossedBetThreshold,
  groupChanges,
  ladderOf,
  nextStatusOf,
  overallProgress,
  reachedStatus,
  statusOfGroups,
  type Threshold,
} from './vip-ladder.ts';

const LADDER: Threshold[] = [
  { status: 'bronze', depositCents: 100, betCents: 1_000 },
  { status: 'silver', depositCents: 200, betCents: 2_000 },
  { status: 'gold', depositCents: 300, betCents: 3_000 },
  { status: 'diamond', depositCents: 400, betCents: 4_000 },
];
const DEFAULT = {
  depositCents: VIP_DEFAULT_THRESHOLDS.depositCents,
  betCents: VIP_DEFAULT_THRESHOLDS.betSumCents,
};

describe('the VIP ladder', () => {
  it('reaches the best status whose two thresholds are both met', () => {
    expect(reachedStatus(LADDER, { depositCents: 0, betCents: 0 })).toBe('regular');
    expect(reachedStatus(LADDER, { depositCents: 250, betCents: 9_999 })).toBe('silver');
    expect(reachedStatus(LADDER, { depositCents: 9_999, betCents: 1_500 })).toBe('bronze');
    expect(reachedStatus(LADDER, { depositCents: 400, betCents: 4_000 })).toBe('diamond');
  });

  it('takes the defaults for the first status a currency has none for, and ends there', () => {
    expect(ladderOf([])).toEqual([{ status: 'bronze', ...DEFAULT }]);
    expect(ladderOf(LADDER.slice(0, 2))).toEqual([...LADDER.slice(0, 2), { status: 'gold', ...DEFAULT }]);
    expect(ladderOf([...LADDER].reverse())).toEqual(LADDER);
    // The defaults met do not reach past their one status.
    expect(reachedStatus(ladderOf([]), { depositCents: 1e12, betCents: 1e12 })).toBe('bronze');
  });

  it('knows when a bet crossed a bet threshold (the only time the hot path looks further)', () => {
    expect(crossedBetThreshold(LADDER, 900, 999)).toBe(false);
    expect(crossedBetThreshold(LADDER, 900, 1_000)).toBe(true);
    expect(crossedBetThreshold(LADDER, 1_000, 1_500)).toBe(false);
    expect(crossedBetThreshold(LADDER, 1_500, 3_500)).toBe(true);
  });

  it('leads the bars to the status after the one reached, or stays at the top', () => {
    expect(nextStatusOf(LADDER, 'regular')).toBe('bronze');
    expect(nextStatusOf(LADDER, 'gold')).toBe('diamond');
    expect(nextStatusOf(LADDER, 'diamond')).toBe('diamond');
    expect(nextStatusOf(ladderOf([]), 'bronze')).toBe('bronze');
  });

  it('averages both bars, each capped, rounded down to a tenth', () => {
    const bronze = { depositCents: 100, betCents: 1_000 };
    expect(overallProgress({ depositCents: 0, betCents: 0 }, bronze)).toBe(0);
    expect(overallProgress({ depositCents: 50, betCents: 250 }, bronze)).toBe(37.5);
    expect(overallProgress({ depositCents: 10_000, betCents: 0 }, bronze)).toBe(50);
    expect(overallProgress({ depositCents: 100, betCents: 999 }, bronze)).toBe(99.9);
    expect(overallProgress({ depositCents: 100, betCents: 1_000 }, bronze)).toBe(100);
  });

  it('reads the held status from the groups and changes only the ladder’s groups', () => {
    expect(statusOfGroups([21, 255])).toBe('regular');
    expect(statusOfGroups([257, 259])).toBe('gold');
    expect(groupChanges([255, 257, 545], 'silver')).toEqual({ add: [258], remove: [257] });
    expect(groupChanges([255, 258], 'regular')).toEqual({ add: [], remove: [258] });
    expect(groupChanges([759, 259], 'diamond')).toEqual({ add: [], remove: [259] });
    expect(groupChanges([759], 'regular')).toEqual({ add: [], remove: [] });
  });
});
