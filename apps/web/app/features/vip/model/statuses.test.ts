import { describe, expect, it } from 'vitest';
import {
  asStatus,
  BENEFITS,
  cardState,
  holdsMoreThanReached,
  isVipPlayer,
  quarterEndDate,
  share,
} from './statuses.ts';

describe('VIP statuses on the page', () => {
  it('mark the held status current, those below earlier, the one above next, the rest locked', () => {
    expect(cardState('silver', 'silver')).toBe('current');
    expect(cardState('bronze', 'silver')).toBe('earlier');
    expect(cardState('regular', 'silver')).toBe('earlier');
    expect(cardState('gold', 'silver')).toBe('next');
    expect(cardState('diamond', 'silver')).toBe('locked');
    expect(cardState('bronze', 'regular')).toBe('next');
    expect(cardState('gold', 'diamond')).toBe('earlier');
  });

  it('read an unknown status as regular', () => {
    expect(asStatus('gold')).toBe('gold');
    expect(asStatus('platinum')).toBe('regular');
    expect(asStatus(undefined)).toBe('regular');
  });

  it('count the ladder’s groups and Platinum as VIP', () => {
    expect(isVipPlayer([21, 545])).toBe(false);
    expect(isVipPlayer([257])).toBe(true);
    expect(isVipPlayer([255])).toBe(true);
    expect(isVipPlayer([759])).toBe(true);
  });

  it('give each status at least what the one below gives', () => {
    const ladder = (['regular', 'bronze', 'silver', 'gold', 'diamond'] as const).map((s) => BENEFITS[s]);
    for (let i = 1; i < ladder.length; i++) {
      const [below, above] = [ladder[i - 1]!, ladder[i]!];
      expect(above.compMultiplier).toBeGreaterThanOrEqual(below.compMultiplier);
      expect(above.withdrawalHours).toBeLessThanOrEqual(below.withdrawalHours);
      expect(above.cashbackPercent ?? 0).toBeGreaterThanOrEqual(below.cashbackPercent ?? 0);
      expect(above.withdrawalLimitMultiplier).toBeGreaterThanOrEqual(below.withdrawalLimitMultiplier);
    }
  });

  it('cap a bar’s share at its threshold', () => {
    expect(share(0, 1_000)).toBe(0);
    expect(share(250, 1_000)).toBe(0.25);
    expect(share(5_000, 1_000)).toBe(1);
    expect(share(10, 0)).toBe(1);
  });

  it('tell a status held above this quarter’s (diamond aside), and the quarter’s end in UTC', () => {
    expect(holdsMoreThanReached('gold', 'bronze')).toBe(true);
    expect(holdsMoreThanReached('gold', 'gold')).toBe(false);
    expect(holdsMoreThanReached('diamond', 'regular')).toBe(false);
    expect(quarterEndDate('2026-07-01T00:00:00.000Z', 'en')).toBe('July 1, 2026');
    expect(quarterEndDate('2026-07-01T00:00:00.000Z', 'de')).toBe('1. Juli 2026');
  });
});
