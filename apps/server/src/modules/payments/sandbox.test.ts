import { describe, expect, it } from 'vitest';
import { providerAmount } from './sandbox.ts';

describe("the sandbox page's amount", () => {
  it('reads in units of the currency, with its own decimals', () => {
    expect(providerAmount(25_000, 'CAD', 100)).toBe('250.00 CAD');
    expect(providerAmount(123_456_789, 'EUR', 100)).toBe('1,234,567.89 EUR');
    expect(providerAmount(100_000, 'BTC', 100_000_000)).toBe('0.00100000 BTC');
    expect(providerAmount(500, 'JPY', 1)).toBe('500 JPY');
  });
});
