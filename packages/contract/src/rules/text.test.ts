import { describe, expect, it } from 'vitest';
import {
  confirmedBy,
  email,
  englishLetters,
  isBlank,
  maxLength,
  minLength,
  mustAccept,
  nickname,
  password,
  personalId,
  phone,
  required,
} from './text.ts';

describe('required, min and max length', () => {
  it('treats null, undefined and spaces as blank, not false or 0', () => {
    expect(required(null)).toBe('validation.required');
    expect(required(undefined)).toBe('validation.required');
    expect(required('   ')).toBe('validation.required');
    expect(required('a')).toBeNull();
    expect(required(false)).toBeNull();
    expect(isBlank(0)).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(minLength('ab', 3)).toBe('validation.too_short');
    expect(minLength('abc', 3)).toBeNull();
    expect(maxLength('😀😀😀', 3)).toBeNull();
    expect(maxLength('abcd', 3)).toBe('validation.too_long');
  });
});

describe('nickname', () => {
  it('accepts letters of any alphabet, digits, spaces, dot and hyphen', () => {
    expect(nickname('Jörg-Ünal 2.0')).toBeNull();
    expect(nickname('Łukasz')).toBeNull();
    expect(nickname('Ølstad')).toBeNull();
  });

  it('refuses other characters', () => {
    expect(nickname('bad_name')).toBe('validation.nickname_characters');
    expect(nickname('me@home')).toBe('validation.nickname_characters');
    expect(nickname('<b>hi</b>')).toBe('validation.nickname_characters');
  });

  it('is 3 to 15 characters', () => {
    expect(nickname('ab')).toBe('validation.too_short');
    expect(nickname('abc')).toBeNull();
    expect(nickname('a'.repeat(15))).toBeNull();
    expect(nickname('a'.repeat(16))).toBe('validation.too_long');
  });
});

describe('email', () => {
  it('accepts ordinary addresses', () => {
    expect(email('player@orbit.test')).toBeNull();
    expect(email('first.last+promo@mail.example.co.uk')).toBeNull();
  });

  it('refuses addresses without @, domain or top-level domain', () => {
    for (const bad of ['player', 'player@', '@orbit.test', 'player@orbit', 'a b@orbit.test', 'p@-x.com']) {
      expect(email(bad), bad).toBe('validation.email');
    }
  });

  it('refuses dots at the edges of or doubled in the local part', () => {
    expect(email('.player@orbit.test')).toBe('validation.email');
    expect(email('player.@orbit.test')).toBe('validation.email');
    expect(email('pla..yer@orbit.test')).toBe('validation.email');
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(email(`${'a'.repeat(250)}@x.io`)).toBe('validation.too_long');
  });
});

describe('password', () => {
  it('accepts letters, digits and keyboard symbols, 8 to 128 long', () => {
    expect(password('Orbit-demo-1')).toBeNull();
    expect(password('abc!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~')).toBeNull();
  });

  it('refuses other characters and bad lengths', () => {
    expect(password('pässwörd1')).toBe('validation.password_characters');
    expect(password('with space1')).toBe('validation.password_characters');
    expect(password('Short-1')).toBe('validation.too_short');
    expect(password('a'.repeat(129))).toBe('validation.too_long');
  });
});

describe('personal id', () => {
  it('is exactly 11 characters', () => {
    expect(personalId('38001085718')).toBeNull();
    expect(personalId('3800108571')).toBe('validation.personal_id_length');
    expect(personalId('380010857180')).toBe('validation.personal_id_length');
  });
});

describe('phone', () => {
  it('needs 8+ characters of digits, plus, parentheses, space, hyphen', () => {
    expect(phone('+1 (416) 555-0199')).toBeNull();
    expect(phone('12345678')).toBeNull();
    expect(phone('1234567')).toBe('validation.phone');
    expect(phone('+1 416 555 CALL')).toBe('validation.phone');
    expect(phone('416.555.0199')).toBe('validation.phone');
  });
});

describe('english letters, acceptance and confirmation', () => {
  it('allows English letters and spaces only', () => {
    expect(englishLetters('Mary Ann')).toBeNull();
    expect(englishLetters('Zoë')).toBe('validation.english_letters');
    expect(englishLetters("O'Neil")).toBe('validation.english_letters');
    expect(englishLetters('R2')).toBe('validation.english_letters');
  });

  it('must be ticked: only true passes', () => {
    expect(mustAccept(true)).toBeNull();
    expect(mustAccept(false)).toBe('validation.must_accept');
    expect(mustAccept('true')).toBe('validation.must_accept');
  });

  it('confirmed-by compares both values', () => {
    expect(confirmedBy('secret-1', 'secret-1')).toBeNull();
    expect(confirmedBy('secret-1', 'secret-2')).toBe('validation.confirmation_mismatch');
  });
});
