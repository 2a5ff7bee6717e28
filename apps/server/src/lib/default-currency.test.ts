import { describe, expect, it } from 'vitest';
import { defaultCurrencyOf } from './default-currency.ts';

describe('default currency by country', () => {
  it('maps the listed countries and falls back to EUR', () => {
    expect(defaultCurrencyOf('AU')).toBe('AUD');
    expect(defaultCurrencyOf('gb')).toBe('GBP');
    expect(defaultCurrencyOf('CH')).toBe('EUR');
    expect(defaultCurrencyOf('NO')).toBe('NOK');
    expect(defaultCurrencyOf('FR')).toBe('EUR');
  });
});
