/** The locale `Intl` knows: Orbit's Norwegian is Bokmål, `nb`. */
export const intlLocale = (locale: string) => (locale === 'no' ? 'nb' : locale);

/** `cents` of `currency` written for `locale` (a coin that is no ISO currency keeps its code). */
export function amountIn(locale: string, cents: number, currency: string, subunits: number) {
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const value = cents / subunits;
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}
