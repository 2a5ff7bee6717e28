import { describe, expect, it } from 'vitest';
import { moneyInputText, parseMoneyInput } from './money-input.ts';

describe('money input', () => {
  it('parses amounts exactly in the currency unit', () => {
    expect(parseMoneyInput('25', 100)).toBe(2_500);
    expect(parseMoneyInput('25.5', 100)).toBe(2_550);
    expect(parseMoneyInput(' 25,05 ', 100)).toBe(2_505);
    expect(parseMoneyInput('0.00000001', 100_000_000)).toBe(1);
    expect(parseMoneyInput('100', 1)).toBe(100);
  });

  it('refuses what is not a positive amount with the currency decimals', () => {
    for (const text of ['', '0', '0.00', '-5', '5.555', 'abc', '1e3', '5.', '.5'])
      expect(parseMoneyInput(text, 100), text).toBeNull();
    expect(parseMoneyInput('1.5', 1)).toBeNull();
  });

  it('writes minor units back as typed text, and round-trips', () => {
    expect(moneyInputText(5_000, 100)).toBe('50');
    expect(moneyInputText(2_550, 100)).toBe('25.5');
    expect(moneyInputText(2_505, 100)).toBe('25.05');
    expect(moneyInputText(10_000, 100_000_000)).toBe('0.0001');
    for (const cents of [1, 99, 100, 12_345])
      expect(parseMoneyInput(moneyInputText(cents, 100), 100)).toBe(cents);
  });
});
