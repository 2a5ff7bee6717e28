import { describe, expect, it } from 'vitest';
import { previousQuarterStartOf, quarterEndOf, quarterStartOf } from './quarter.ts';

describe('quarters', () => {
  it('start on the first of January, April, July and October (UTC)', () => {
    expect(quarterStartOf(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
    expect(quarterStartOf(new Date('2026-03-31T23:59:59Z'))).toBe('2026-01-01');
    expect(quarterStartOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04-01');
    expect(quarterStartOf(new Date('2026-11-26T12:00:00Z'))).toBe('2026-10-01');
  });

  it('end at the next quarter’s first midnight, across the year', () => {
    expect(quarterEndOf(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(quarterEndOf(new Date('2026-02-10T00:00:00Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('know the quarter before, across the year', () => {
    expect(previousQuarterStartOf(new Date('2026-01-15T00:00:00Z'))).toBe('2025-10-01');
    expect(previousQuarterStartOf(new Date('2026-08-15T00:00:00Z'))).toBe('2026-04-01');
  });
});
