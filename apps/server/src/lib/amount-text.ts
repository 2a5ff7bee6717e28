/**
 * `cents` of `currency` written for `locale` (a coin that is no ISO currency keeps its code;
 * Norwegian as Bokmål, which Intl knows as `nb`).
 */
export function amountIn(locale: string, cents: number, currency: string, subunits: number) {
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const value = cents / subunits;
  try {
    return new Intl.NumberFormat(locale === 'no' ? 'nb' : locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}
