import { describe, expect, it } from 'vitest';
import {
  addDays,
  adventureClaimRefusal,
  adventureDayState,
  adventureFinished,
  adventureKeyFor,
  adventureStart,
  daysBetween,
  mondayOf,
} from './adventure.ts';

const prizes = { silver: [{}], gold: [{}], platinum: [{}] };

describe('adventure audience', () => {
  it('puts a player on the first list naming one of their groups; testers on the last; others on none', () => {
    expect(adventureKeyFor({ prizes }, [259])).toBe('gold');
    expect(adventureKeyFor({ prizes }, [258, 759])).toBe('platinum');
    expect(adventureKeyFor({ prizes }, [255])).toBe('platinum');
    expect(adventureKeyFor({ prizes }, [21])).toBe('silver');
    expect(adventureKeyFor({ prizes }, [257, 1])).toBeNull();
  });

  it('skips lists without prizes and obeys a configured audience', () => {
    expect(adventureKeyFor({ prizes: { silver: [{}], gold: [] } }, [259])).toBeNull();
    const audience = [
      { key: 'gold', groups: [42] },
      { key: 'silver', groups: [7] },
    ];
    expect(adventureKeyFor({ prizes, audience }, [7, 42])).toBe('gold');
    expect(adventureKeyFor({ prizes, audience }, [259])).toBeNull();
    expect(adventureKeyFor({ prizes, audience }, [21])).toBe('silver');
  });
});

describe('adventure dates', () => {
  it('start on the configured day, else on the current week’s Monday (UTC)', () => {
    expect(mondayOf('2030-01-09')).toBe('2030-01-07');
    expect(mondayOf('2030-01-07')).toBe('2030-01-07');
    expect(mondayOf('2030-01-06')).toBe('2029-12-31');
    expect(adventureStart({}, '2030-01-13')).toBe('2030-01-07');
    expect(adventureStart({ start_at: '2030-02-01' }, '2030-01-13')).toBe('2030-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2030-01-07', '2030-01-13')).toBe(6);
  });
});

describe('adventure day states', () => {
  const day = (
    date: string,
    facts: Partial<{ isCompleted: boolean; claimed: boolean; isLast: boolean }> = {},
  ) => ({
    date,
    isCompleted: false,
    claimed: false,
    isLast: false,
    ...facts,
  });
  const today = '2030-01-09';

  it('future, active, lost, completed, superb', () => {
    expect(adventureDayState(day('2030-01-10'), today)).toBe('future');
    expect(adventureDayState(day(today), today)).toBe('active');
    // Done but not taken: still today's active card with its claim button.
    expect(adventureDayState(day(today, { isCompleted: true }), today)).toBe('active');
    expect(adventureDayState(day(today, { claimed: true }), today)).toBe('completed');
    expect(adventureDayState(day('2030-01-08'), today)).toBe('lost');
    expect(adventureDayState(day('2030-01-08', { isCompleted: true }), today)).toBe('completed');
    expect(adventureDayState(day(today, { claimed: true, isLast: true }), today)).toBe('superb');
    expect(adventureDayState(day('2030-01-08', { isLast: true }), today)).toBe('lost');
    expect(adventureDayState(day('2030-01-10', { isLast: true }), today)).toBe('future');
  });

  it('finished when the final day is taken or today is past the final day plus one', () => {
    expect(adventureFinished('2030-01-09', false, '2030-01-09')).toBe(false);
    expect(adventureFinished('2030-01-09', true, '2030-01-09')).toBe(true);
    expect(adventureFinished('2030-01-09', false, '2030-01-10')).toBe(false);
    expect(adventureFinished('2030-01-09', false, '2030-01-11')).toBe(true);
  });

  it('claims: done days up to the day after the final one', () => {
    const last = '2030-01-09';
    expect(adventureClaimRefusal({ date: '2030-01-10', isCompleted: true }, last, today)).toBe(
      'adventure.day_not_started',
    );
    expect(adventureClaimRefusal({ date: today, isCompleted: false }, last, today)).toBe(
      'adventure.day_not_completed',
    );
    expect(adventureClaimRefusal({ date: '2030-01-05', isCompleted: true }, last, '2030-01-10')).toBeNull();
    expect(adventureClaimRefusal({ date: '2030-01-05', isCompleted: true }, last, '2030-01-11')).toBe(
      'adventure.finished',
    );
  });
});
