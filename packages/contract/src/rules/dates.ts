import type { RuleResult, ValidationKey } from './keys.ts';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The calendar date of `at` in UTC: server and browser judge ages on the same day everywhere. */
export const utcCalendarDate = (at: Date): CalendarDate => ({
  year: at.getUTCFullYear(),
  month: at.getUTCMonth() + 1,
  day: at.getUTCDate(),
});

/** Full years between `birth` and `on` (someone born on 29 February turns a year older on 1 March). */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Nobody registering was born before this year. */
const EARLIEST_YEAR = 1900;

/** `YYYY-MM-DD` with two-digit month and day, checked one step at a time so the message says what is wrong. */
export function parseBirthDate(value: string): CalendarDate | ValidationKey {
  const parts = value.split('-');
  if (
    parts.length !== 3 ||
    !/^\d{4}$/.test(parts[0]!) ||
    !/^\d{2}$/.test(parts[1]!) ||
    !/^\d{2}$/.test(parts[2]!)
  )
    return 'validation.date_incomplete';
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12) return 'validation.month_range';
  if (day < 1 || day > 31) return 'validation.day_range';
  if (day > daysInMonth(year, month) || year < EARLIEST_YEAR) return 'validation.date_invalid';
  return { year, month, day };
}

/**
 * Birth date: a full, real date and an age of at least `minAge` today (18, or 21 where the
 * country's law says so — the countries table's min_age). The 18th birthday itself passes.
 */
export function birthDate(value: string, options: { today: Date; minAge: number }): RuleResult {
  const parsed = parseBirthDate(value);
  if (typeof parsed === 'string') return parsed;
  const today = utcCalendarDate(options.today);
  if (ageOn(parsed, today) < 0) return 'validation.date_invalid';
  if (ageOn(parsed, today) < options.minAge)
    return options.minAge >= 21 ? 'validation.age_21' : 'validation.age_18';
  return null;
}
