import { describe, expect, it } from 'vitest';
import { ageOn, birthDate, daysInMonth, parseBirthDate } from './dates.ts';

const today = new Date('2025-06-15T10:00:00Z');
const adult = { today, minAge: 18 };

describe('birth date format', () => {
  it('needs a full YYYY-MM-DD date with two-digit month and day', () => {
    expect(birthDate('1990-05-01', adult)).toBeNull();
    expect(birthDate('1990-05', adult)).toBe('validation.date_incomplete');
    expect(birthDate('1990-5-01', adult)).toBe('validation.date_incomplete');
    expect(birthDate('90-05-01', adult)).toBe('validation.date_incomplete');
    expect(birthDate('01/05/1990', adult)).toBe('validation.date_incomplete');
    expect(birthDate('', adult)).toBe('validation.date_incomplete');
  });

  it('month is 01–12 and day 01–31', () => {
    expect(birthDate('1990-13-01', adult)).toBe('validation.month_range');
    expect(birthDate('1990-00-01', adult)).toBe('validation.month_range');
    expect(birthDate('1990-01-32', adult)).toBe('validation.day_range');
    expect(birthDate('1990-01-00', adult)).toBe('validation.day_range');
  });

  it('must be a real date', () => {
    expect(birthDate('1990-02-30', adult)).toBe('validation.date_invalid');
    expect(birthDate('1990-04-31', adult)).toBe('validation.date_invalid');
    expect(birthDate('1999-02-29', adult)).toBe('validation.date_invalid');
    expect(birthDate('2000-02-29', adult)).toBeNull();
    expect(birthDate('1899-12-31', adult)).toBe('validation.date_invalid');
  });

  it('a date in the future is invalid, not merely too young', () => {
    expect(birthDate('2025-06-16', adult)).toBe('validation.date_invalid');
    expect(birthDate('2030-01-01', adult)).toBe('validation.date_invalid');
  });

  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 11)).toBe(30);
    expect(parseBirthDate('1990-12-31')).toEqual({ year: 1990, month: 12, day: 31 });
  });
});

describe('age', () => {
  it('the 18th birthday today passes; tomorrow it does not', () => {
    expect(birthDate('2007-06-15', adult)).toBeNull();
    expect(birthDate('2007-06-16', adult)).toBe('validation.age_18');
    expect(birthDate('2007-06-14', adult)).toBeNull();
  });

  it('judges the day in UTC', () => {
    // 23:30 in UTC is already the next day in Tallinn, but not for the rule.
    const lateUtc = new Date('2025-06-14T23:30:00Z');
    expect(birthDate('2007-06-15', { today: lateUtc, minAge: 18 })).toBe('validation.age_18');
  });

  it('asks 21 where the country says so, with its own message', () => {
    expect(birthDate('2004-06-15', { today, minAge: 21 })).toBeNull();
    expect(birthDate('2004-06-16', { today, minAge: 21 })).toBe('validation.age_21');
    expect(birthDate('2005-01-01', { today, minAge: 21 })).toBe('validation.age_21');
  });

  it('someone born on 29 February comes of age on 1 March in common years', () => {
    const birth = { year: 2004, month: 2, day: 29 };
    expect(ageOn(birth, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn(birth, { year: 2022, month: 3, day: 1 })).toBe(18);
    expect(ageOn(birth, { year: 2024, month: 2, day: 29 })).toBe(20);
  });
});
