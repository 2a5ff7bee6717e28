import { describe, expect, it } from 'vitest';
import { postalCode, stateFromPostalCode } from './postal.ts';

describe('postal code per country', () => {
  const cases: Array<[string, string[], string[]]> = [
    ['CA', ['M5V 2T6', 'm5v2t6', 'K1A 0B1'], ['M5V-2T6', '12345', 'D5V 2T6', 'M5V 2T']],
    ['US', ['90210', '90210-1234', '902101234'], ['9021', '90210-12', 'ABCDE']],
    ['AU', ['2000', '0800'], ['200', '20000', 'NSW1']],
    ['NZ', ['6011'], ['601', '60111']],
    ['GB', ['SW1A 1AA', 'EC1A 1BB', 'M1 1AE', 'B33 8TH', 'GIR 0AA', 'cr26xh'], ['SW1A', '12345', 'SW1A 1A']],
    ['DE', ['10115'], ['1011', '101155']],
    ['NO', ['0150'], ['015', '01500']],
    ['IT', ['00184'], ['0018']],
    ['EE', ['10111'], ['1011', 'EE101']],
    ['JP', ['100-0001'], ['1000001', '10-00001']],
    ['BR', ['01310-100'], ['01310100', '0131-0100']],
  ];
  for (const [country, good, bad] of cases) {
    it(`${country}: accepts ${good.join(', ')}; refuses ${bad.join(', ')}`, () => {
      for (const code of good) expect(postalCode(code, country), code).toBeNull();
      for (const code of bad) expect(postalCode(code, country), code).toBe('validation.postal_code');
    });
  }

  it('other countries: letters, digits, hyphens and spaces', () => {
    expect(postalCode('75008', 'FR')).toBeNull();
    expect(postalCode('AB-12 3', 'XX')).toBeNull();
    expect(postalCode('1234_5', 'FR')).toBe('validation.postal_code_characters');
    expect(postalCode('12#45', null)).toBe('validation.postal_code_characters');
  });

  it('country codes are case-insensitive', () => {
    expect(postalCode('1234', 'au')).toBeNull();
  });
});

describe('state from postal code', () => {
  it('Australia by postcode range', () => {
    const expected: Array<[string, string]> = [
      ['2000', 'NSW'],
      ['2599', 'NSW'],
      ['2600', 'ACT'],
      ['2618', 'ACT'],
      ['2619', 'NSW'],
      ['2899', 'NSW'],
      ['2900', 'ACT'],
      ['2920', 'ACT'],
      ['2921', 'NSW'],
      ['2999', 'NSW'],
      ['3000', 'VIC'],
      ['4999', 'QLD'],
      ['5000', 'SA'],
      ['6000', 'WA'],
      ['7000', 'TAS'],
      ['0800', 'NT'],
      ['0999', 'NT'],
    ];
    for (const [code, state] of expected) expect(stateFromPostalCode(code, 'AU'), code).toBe(state);
  });

  it('Australia: codes outside every range give nothing', () => {
    expect(stateFromPostalCode('0799', 'AU')).toBeNull();
    expect(stateFromPostalCode('8000', 'AU')).toBeNull();
    expect(stateFromPostalCode('1999', 'AU')).toBeNull();
    expect(stateFromPostalCode('abc', 'AU')).toBeNull();
  });

  it('Canada by first letter', () => {
    const expected: Array<[string, string]> = [
      ['A1A 1A1', 'NL'],
      ['B3H 4R2', 'NS'],
      ['C1A 4P3', 'PE'],
      ['E1C 4M3', 'NB'],
      ['G1R 4P5', 'QC'],
      ['H2Y 1C6', 'QC'],
      ['J4K 5G4', 'QC'],
      ['K1A 0B1', 'ON'],
      ['L5B 2C9', 'ON'],
      ['m5v 2t6', 'ON'],
      ['N2L 3G1', 'ON'],
      ['P3E 2C6', 'ON'],
      ['R3C 4T3', 'MB'],
      ['S4P 3Y2', 'SK'],
      ['T2P 2M5', 'AB'],
      ['V6B 1A1', 'BC'],
      ['X1A 2P3', 'NT'],
      ['X0A 0H0', 'NU'],
      ['Y1A 2C6', 'YT'],
    ];
    for (const [code, state] of expected) expect(stateFromPostalCode(code, 'CA'), code).toBe(state);
  });

  it('nothing for other countries or malformed Canadian codes', () => {
    expect(stateFromPostalCode('90210', 'US')).toBeNull();
    expect(stateFromPostalCode('2000', null)).toBeNull();
    expect(stateFromPostalCode('Z1A 1A1', 'CA')).toBeNull();
  });
});
