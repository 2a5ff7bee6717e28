import { describe, expect, it } from 'vitest';
import { currencyInfo, displayUnit, formatMoney, shiftDecimal } from './money.ts';

const EUR = { code: 'EUR', subunits_to_unit: 100, fiat: true };
const JPY = { code: 'JPY', subunits_to_unit: 1, fiat: true };
const BTC = { code: 'BTC', subunits_to_unit: 100_000_000, fiat: false };
const ETH = { code: 'ETH', subunits_to_unit: 100_000_000, fiat: false };
const LTC = { code: 'LTC', subunits_to_unit: 100_000_000, fiat: false };
const USDT = { code: 'USDT', subunits_to_unit: 100, fiat: false };

describe('shiftDecimal', () => {
  it('moves the decimal point without floating-point error', () => {
    expect(shiftDecimal(12345, 2)).toBe('123.45');
    expect(shiftDecimal(5, 3)).toBe('0.005');
    expect(shiftDecimal(-5, 2)).toBe('-0.05');
    expect(shiftDecimal(0, 2)).toBe('0.00');
    expect(shiftDecimal(12, -3)).toBe('12000');
    expect(shiftDecimal(9_007_199_254_740_991, 8)).toBe('90071992.54740991');
  });
});

describe('formatMoney', () => {
  it('formats fiat with the currency subunits and the locale', () => {
    expect(formatMoney(123450, EUR, 'en')).toBe('€1,234.50');
    expect(formatMoney(123450, EUR, 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(500, JPY, 'en')).toBe('¥500');
  });

  it('shows BTC in micro-units (µBTC)', () => {
    // 12345 satoshi = 0.00012345 BTC = 123.45 µBTC
    expect(formatMoney(12_345, BTC, 'en')).toBe('123.45 µBTC');
  });

  it('shows ETH and LTC in milli-units (mETH, mLTC)', () => {
    // 150000 units of 1e-8 ETH = 0.0015 ETH = 1.5 mETH
    expect(formatMoney(150_000, ETH, 'en')).toBe('1.50 mETH');
    expect(formatMoney(123_456, LTC, 'en')).toBe('1.23456 mLTC');
  });

  it('never shows more than 8 fraction digits', () => {
    const tiny = { code: 'DOG', subunits_to_unit: 1e10, fiat: false };
    expect(formatMoney(123_456_789_1, tiny, 'en')).toBe('0.12345679 DOG');
  });

  it('shows other crypto with its own code and no currency symbol', () => {
    expect(formatMoney(2050, USDT, 'en')).toBe('20.50 USDT');
  });
});

describe('units and fallbacks', () => {
  it('names the display unit', () => {
    expect(displayUnit('BTC')).toEqual({ label: 'µBTC', exponent: 6 });
    expect(displayUnit('ETH').label).toBe('mETH');
    expect(displayUnit('EUR')).toEqual({ label: 'EUR', exponent: 0 });
  });

  it('assumes 2 decimals for unknown fiat and 8 for known crypto when currencies are not loaded', () => {
    expect(currencyInfo('EUR', undefined)).toEqual(EUR);
    expect(currencyInfo('BTC', [])).toEqual(BTC);
    expect(currencyInfo('JPY', [JPY])).toEqual(JPY);
  });
});
