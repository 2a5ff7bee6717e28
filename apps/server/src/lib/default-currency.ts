/** Default wallet currency by country; every other country gets EUR. */
const DEFAULT_CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  AU: 'AUD',
  GB: 'GBP',
  CA: 'CAD',
  NZ: 'NZD',
  US: 'USD',
  IE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  JP: 'JPY',
  NO: 'NOK',
  BR: 'BRL',
  CH: 'EUR',
};

export const FALLBACK_CURRENCY = 'EUR';

/** The spec's default currency of an ISO country code (used when the countries table does not say). */
export const defaultCurrencyOf = (country: string) =>
  DEFAULT_CURRENCY_BY_COUNTRY[country.toUpperCase()] ?? FALLBACK_CURRENCY;
