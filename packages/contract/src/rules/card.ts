import { utcCalendarDate } from './dates.ts';
import type { RuleResult } from './keys.ts';

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number (spaces allowed) of 12–19 digits with a valid checksum, not from a blocked bank prefix. */
export function cardNumber(value: string, blockedPrefixes: readonly string[] = []): RuleResult {
  const digits = value.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return 'validation.card_number';
  return blockedPrefixes.some((prefix) => digits.startsWith(prefix)) ? 'validation.card_blocked' : null;
}

/** Card expiry `MM/YY`, month 01–12, not before the current month (UTC). */
export function cardExpiry(value: string, today: Date): RuleResult {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return 'validation.card_expiry_format';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'validation.card_expiry_format';
  const year = 2000 + Number(match[2]);
  const now = utcCalendarDate(today);
  return year < now.year || (year === now.year && month < now.month) ? 'validation.card_expired' : null;
}
