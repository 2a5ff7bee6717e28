import type { RuleResult } from './keys.ts';

/** Null, undefined, and strings of only spaces count as "not filled in". */
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export const required = (value: unknown): RuleResult => (isBlank(value) ? 'validation.required' : null);

export const minLength = (value: string, min: number): RuleResult =>
  [...value].length < min ? 'validation.too_short' : null;

export const maxLength = (value: string, max: number): RuleResult =>
  [...value].length > max ? 'validation.too_long' : null;

/** Letters of any alphabet (accented too), digits, spaces, dot and hyphen; 3 to 15 characters. */
const NICKNAME_CHARACTERS = /^[\p{L}\p{M}\d .-]*$/u;
export const NICKNAME_LENGTH = { minimum: 3, maximum: 15 } as const;

export function nickname(value: string): RuleResult {
  if (!NICKNAME_CHARACTERS.test(value)) return 'validation.nickname_characters';
  return minLength(value, NICKNAME_LENGTH.minimum) ?? maxLength(value, NICKNAME_LENGTH.maximum);
}

/**
 * The usual address pattern: a local part of the characters RFC 5322 allows unquoted, `@`,
 * and a domain of dot-separated labels ending in a top-level domain of 2+ letters.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function email(value: string): RuleResult {
  if (value.length > EMAIL_MAX_LENGTH) return 'validation.too_long';
  if (!EMAIL.test(value)) return 'validation.email';
  const local = value.slice(0, value.lastIndexOf('@'));
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'validation.email';
  return null;
}

/**
 * Password characters: English letters, digits and the printable ASCII symbols (the spec's
 * list is not shown; this is the keyboard set every locale can type).
 */
export const PASSWORD_SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
export const PASSWORD_LENGTH = { minimum: 8, maximum: 128 } as const;

export function password(value: string): RuleResult {
  for (const ch of value) {
    if (!/[A-Za-z0-9]/.test(ch) && !PASSWORD_SYMBOLS.includes(ch)) return 'validation.password_characters';
  }
  return minLength(value, PASSWORD_LENGTH.minimum) ?? maxLength(value, PASSWORD_LENGTH.maximum);
}

/** Personal id number: exactly 11 characters (e.g. the Estonian isikukood). */
export const personalId = (value: string): RuleResult =>
  [...value].length === 11 ? null : 'validation.personal_id_length';

/** At least 8 characters, all drawn from digits, `+`, parentheses, space and hyphen. */
export function phone(value: string): RuleResult {
  if (!/^[\d+() -]+$/.test(value)) return 'validation.phone';
  return value.length < 8 ? 'validation.phone' : null;
}

/** English letters and spaces only (names as they appear on a card or bank account). */
export const englishLetters = (value: string): RuleResult =>
  /^[A-Za-z ]+$/.test(value) ? null : 'validation.english_letters';

/** A box that must be ticked (terms acceptance). */
export const mustAccept = (value: unknown): RuleResult => (value === true ? null : 'validation.must_accept');

/** Password confirmation and the like: both values must be equal. */
export const confirmedBy = (value: unknown, other: unknown): RuleResult =>
  value === other ? null : 'validation.confirmation_mismatch';
