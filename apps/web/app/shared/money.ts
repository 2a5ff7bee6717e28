import { isKnownCrypto } from '@orbit/contract';
/**
 * Balance display: amounts are integer minor units; ETH and LTC show in
 * milli-units (mETH), BTC in micro-units (µBTC), never more than 8 fraction digits.
 */

export interface CurrencyInfo {
  code: string;
  subunits_to_unit: number;
  fiat: boolean;
}

export const MAX_FRACTION_DIGITS = 8;

/** Decimal exponent of the display unit: mETH = 10^-3 ETH, µBTC = 10^-6 BTC. */
const CRYPTO_UNITS: Record<string, { prefix: string; exponent: number }> = {
  ETH: { prefix: 'm', exponent: 3 },
  LTC: { prefix: 'm', exponent: 3 },
  BTC: { prefix: 'µ', exponent: 6 },
};

/** What the player sees as the currency's unit: `mETH`, `µBTC`, or the code itself. */
export function displayUnit(code: string): { label: string; exponent: number } {
  const unit = CRYPTO_UNITS[code];
  return unit ? { label: `${unit.prefix}${code}`, exponent: unit.exponent } : { label: code, exponent: 0 };
}

/** The currency's facts, falling back to 2 decimals (fiat) when the list is not loaded. */
export function currencyInfo(code: string, currencies: readonly CurrencyInfo[] | undefined): CurrencyInfo {
  return (
    currencies?.find((c) => c.code === code) ?? {
      code,
      subunits_to_unit: isKnownCrypto(code) ? 100_000_000 : 100,
      fiat: !isKnownCrypto(code),
    }
  );
}

/** `12345` shifted by `places` decimal places as an exact decimal string (`places` may be negative). */
export function shiftDecimal(value: number, places: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(Math.trunc(value)));
  let out: string;
  if (places <= 0) out = digits + '0'.repeat(-places);
  else {
    const padded = digits.padStart(places + 1, '0');
    out = `${padded.slice(0, -places)}.${padded.slice(-places)}`;
  }
  return negative && /[1-9]/.test(out) ? `-${out}` : out;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat`, kept per locale and options: building one costs far more than using it
 * (the lobby formats every banner's amounts on each render). Throws like the constructor.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const decimalsOf = (subunits: number) => Math.max(0, Math.round(Math.log10(Math.max(1, subunits))));

/** Formats `amountCents` of `currency` for `locale`, e.g. `€1,234.50`, `123.45 µBTC`, `12.5 mETH`. */
export function formatMoney(amountCents: number, currency: CurrencyInfo, locale: string): string {
  const unit = currency.fiat ? { label: currency.code, exponent: 0 } : displayUnit(currency.code);
  const places = decimalsOf(currency.subunits_to_unit) - unit.exponent;
  const maximumFractionDigits = Math.min(Math.max(places, 0), MAX_FRACTION_DIGITS);
  const minimumFractionDigits = currency.fiat ? maximumFractionDigits : Math.min(2, maximumFractionDigits);
  const value = shiftDecimal(amountCents, places) as Intl.StringNumericLiteral;
  if (currency.fiat) {
    try {
      return numberFormat(locale, {
        style: 'currency',
        currency: currency.code,
        minimumFractionDigits,
        maximumFractionDigits,
      }).format(value);
    } catch {
      // Not an ISO 4217 code: fall through to "number code".
    }
  }
  const number = numberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);
  return `${number} ${unit.label}`;
}
