import { describe, expect, it } from 'vitest';
import { cardExpiry, cardNumber, luhnValid } from './card.ts';
import { integer, maxValue, minValue, multipleOf, notMoreThanBalance } from './numbers.ts';

describe('number rules', () => {
  it('integer, min and max value', () => {
    expect(integer(5)).toBeNull();
    expect(integer(5.5)).toBe('validation.integer');
    expect(minValue(10, 10)).toBeNull();
    expect(minValue(9, 10)).toBe('validation.min_value');
    expect(maxValue(10, 10)).toBeNull();
    expect(maxValue(11, 10)).toBe('validation.max_value');
  });

  it('multiple of a step, tolerant of float noise', () => {
    expect(multipleOf(50, 10)).toBeNull();
    expect(multipleOf(0.3, 0.1)).toBeNull();
    expect(multipleOf(55, 10)).toBe('validation.step');
    expect(multipleOf(55, 0)).toBeNull();
  });

  it('an amount above the balance is not enough money', () => {
    expect(notMoreThanBalance(500, 500)).toBeNull();
    expect(notMoreThanBalance(501, 500)).toBe('validation.not_enough_money');
  });
});

describe('card rules', () => {
  it('Luhn checksum', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('card number: digits and spaces, valid checksum, not a blocked prefix', () => {
    expect(cardNumber('4111 1111 1111 1111')).toBeNull();
    expect(cardNumber('4111-1111-1111-1111')).toBe('validation.card_number');
    expect(cardNumber('4111111111111112')).toBe('validation.card_number');
    expect(cardNumber('4111111111111111', ['411111'])).toBe('validation.card_blocked');
    expect(cardNumber('5555555555554444', ['411111'])).toBeNull();
  });

  it('expiry MM/YY, not before the current month', () => {
    const today = new Date('2025-06-15T00:00:00Z');
    expect(cardExpiry('06/25', today)).toBeNull();
    expect(cardExpiry('01/30', today)).toBeNull();
    expect(cardExpiry('05/25', today)).toBe('validation.card_expired');
    expect(cardExpiry('12/24', today)).toBe('validation.card_expired');
    expect(cardExpiry('13/25', today)).toBe('validation.card_expiry_format');
    expect(cardExpiry('00/25', today)).toBe('validation.card_expiry_format');
    expect(cardExpiry('6/25', today)).toBe('validation.card_expiry_format');
  });
});
