import type { RuleResult } from './keys.ts';

/** Postal code formats by country (ISO code); other countries take the generic characters rule. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  // A1A 1A1; D, F, I, O, Q, U never appear, W and Z never first.
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  US: /^\d{5}(?:-?\d{4})?$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  GB: /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i,
  DE: /^\d{5}$/,
  NO: /^\d{4}$/,
  IT: /^\d{5}$/,
  EE: /^\d{5}$/,
  JP: /^\d{3}-\d{4}$/,
  BR: /^\d{5}-\d{3}$/,
};

const GENERIC_POSTAL_CODE = /^[\p{L}\d -]+$/u;

/** The postal code format of `country` (letters, digits, hyphens and spaces elsewhere). */
export function postalCode(value: string, country: string | null | undefined): RuleResult {
  const pattern = country ? POSTAL_CODE_PATTERNS[country.toUpperCase()] : undefined;
  if (pattern) return pattern.test(value.trim()) ? null : 'validation.postal_code';
  return GENERIC_POSTAL_CODE.test(value) ? null : 'validation.postal_code_characters';
}

/** Australian postcode ranges (inclusive) of each state and territory. */
const AU_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [800, 999, 'NT'],
  [2000, 2599, 'NSW'],
  [2600, 2618, 'ACT'],
  [2619, 2899, 'NSW'],
  [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
];

/** Canadian provinces by the first letter of the postal code (X is split below). */
const CA_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/**
 * The state or province a postal code belongs to (an empty state is derived and
 * saved), or null when the country has no such rule or the code does not say.
 */
export function stateFromPostalCode(code: string, country: string | null | undefined): string | null {
  const value = code.trim().toUpperCase();
  switch (country?.toUpperCase()) {
    case 'AU': {
      if (!/^\d{4}$/.test(value)) return null;
      const n = Number(value);
      return AU_RANGES.find(([from, to]) => n >= from && n <= to)?.[2] ?? null;
    }
    case 'CA': {
      if (!POSTAL_CODE_PATTERNS.CA!.test(value)) return null;
      // X0A, X0B and X0C are Nunavut; the rest of X is the Northwest Territories.
      if (/^X0[ABC]/.test(value)) return 'NU';
      return CA_FIRST_LETTER[value[0]!] ?? null;
    }
    default:
      return null;
  }
}
