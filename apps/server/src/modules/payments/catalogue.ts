import {
  type CryptoCurrency,
  FIAT_CURRENCIES,
  isCryptoCurrency,
  type MethodField,
  type PaymentAction,
  type PaymentBrand,
  type PaymentMethodType,
  SUM_LIMITS,
} from '@orbit/contract';

/**
 * The payment methods Orbit offers, in code: the sandbox provider takes them all. A real
 * installation would list its providers' methods here (or load them from them).
 */

/** The one provider of this installation: Orbit's sandbox, which behaves like a real one. */
export const SANDBOX_PROVIDER = 'sandbox';

export interface AmountRange {
  min: number;
  max: number;
}

interface Ranges {
  deposit: AmountRange;
  cashout: AmountRange;
}

/** The wallet's ceiling on one movement; spec amounts above it are clipped to it. */
const WALLET_MAX = 1_000_000_000_000;

/** Fiat method ranges in minor units (sensible ones: the spec shows only crypto's). */
const FIAT_RANGES: Record<string, Ranges> = {
  EUR: { deposit: { min: 1_000, max: 1_000_000 }, cashout: { min: 2_000, max: 1_000_000 } },
  USD: { deposit: { min: 1_000, max: 1_000_000 }, cashout: { min: 2_000, max: 1_000_000 } },
  AUD: { deposit: { min: 1_000, max: 1_500_000 }, cashout: { min: 2_000, max: 1_500_000 } },
  CAD: { deposit: { min: 1_000, max: 1_500_000 }, cashout: { min: 2_000, max: 1_500_000 } },
  NZD: { deposit: { min: 1_000, max: 1_500_000 }, cashout: { min: 2_000, max: 1_500_000 } },
  BRL: { deposit: { min: 5_000, max: 5_000_000 }, cashout: { min: 10_000, max: 5_000_000 } },
  NOK: { deposit: { min: 10_000, max: 10_000_000 }, cashout: { min: 20_000, max: 10_000_000 } },
  JPY: { deposit: { min: 1_000, max: 1_000_000 }, cashout: { min: 2_000, max: 1_000_000 } },
};

/**
 * Crypto limits in the coin's minor units (BTC/LTC/ETH/DOG/BCH 10^-8, USDT 10^-6);
 * withdrawal minimums without a figure of their own are the deposit minimum; deposit maximums
 * have none (the wallet's ceiling). BCH is not in the table: BTC-like figures.
 */
const CRYPTO_RANGES: Record<CryptoCurrency, Ranges> = {
  BTC: { deposit: { min: 10_000, max: WALLET_MAX }, cashout: { min: 10_000, max: 40_000_000 } },
  LTC: { deposit: { min: 1_000_000, max: WALLET_MAX }, cashout: { min: 1_000_000, max: 6_000_000_000 } },
  ETH: { deposit: { min: 1_000_000, max: WALLET_MAX }, cashout: { min: 1_000_000, max: 1_200_000_000 } },
  // 1,600,000 DOGE is 1.6·10^14 units, above the wallet's ceiling of 10^12: clipped.
  DOG: { deposit: { min: 1_000_000, max: WALLET_MAX }, cashout: { min: 1_000_000, max: WALLET_MAX } },
  USDT: { deposit: { min: 20_000_000, max: WALLET_MAX }, cashout: { min: 25_000_000, max: 4_000_000_000 } },
  BCH: { deposit: { min: 100_000, max: WALLET_MAX }, cashout: { min: 100_000, max: 2_000_000_000 } },
};

const CRYPTO_BRANDS: Record<CryptoCurrency, PaymentBrand> = {
  BTC: 'bitcoin',
  BCH: 'bitcoin_cash',
  ETH: 'ethereum',
  LTC: 'litecoin',
  DOG: 'dogecoin',
  USDT: 'tether',
};

const CRYPTO_TITLES: Record<CryptoCurrency, string> = {
  BTC: 'Bitcoin',
  BCH: 'Bitcoin Cash',
  ETH: 'Ethereum',
  LTC: 'Litecoin',
  DOG: 'Dogecoin',
  USDT: 'Tether (ERC-20)',
};

/** What the form of a method asks for. */
export type FieldsKind = 'card' | 'iban' | 'email' | 'none' | 'crypto';

export interface MethodDef {
  id: string;
  brand: PaymentBrand;
  title: string;
  type: PaymentMethodType;
  actions: readonly PaymentAction[];
  /** Fiat currencies it takes (crypto: the crypto method, apart). */
  currencies: readonly string[];
  /** Countries it is offered in (none: everywhere). */
  countries?: readonly string[];
  fields: FieldsKind;
}

const CARD_FIELDS: MethodField[] = [
  { name: 'card_number', type: 'card_number', required: true },
  { name: 'card_expiry', type: 'card_expiry', required: true },
  { name: 'holder', type: 'text', required: true },
];

export function methodFieldsOf(kind: FieldsKind, action: PaymentAction): MethodField[] {
  switch (kind) {
    case 'card':
      return CARD_FIELDS;
    case 'iban':
      return [
        { name: 'iban', type: 'iban', required: true },
        { name: 'holder', type: 'text', required: true },
      ];
    case 'email':
      return [{ name: 'email', type: 'email', required: true }];
    case 'crypto':
      // A deposit goes to the player's address; a withdrawal needs the player's wallet address.
      return action === 'cashout' ? [{ name: 'address', type: 'crypto_address', required: true }] : [];
    default:
      return [];
  }
}

/** Where sofort (Klarna) works. */
const SOFORT_COUNTRIES = ['DE', 'AT', 'BE', 'NL', 'CH', 'IT', 'ES', 'PL'];

export const FIAT_METHODS: readonly MethodDef[] = [
  {
    id: 'visa',
    brand: 'visa',
    title: 'Visa',
    type: 'cards',
    actions: ['deposit', 'cashout'],
    currencies: FIAT_CURRENCIES,
    fields: 'card',
  },
  {
    id: 'mastercard',
    brand: 'mastercard',
    title: 'Mastercard',
    type: 'cards',
    actions: ['deposit', 'cashout'],
    currencies: FIAT_CURRENCIES,
    fields: 'card',
  },
  {
    id: 'bank_transfer',
    brand: 'bank_transfer',
    title: 'Bank transfer (IBAN)',
    type: 'bank_transfer',
    actions: ['deposit', 'cashout'],
    currencies: ['EUR', 'NOK'],
    fields: 'iban',
  },
  {
    id: 'skrill',
    brand: 'skrill',
    title: 'Skrill',
    type: 'direct',
    actions: ['deposit', 'cashout'],
    currencies: FIAT_CURRENCIES,
    fields: 'email',
  },
  {
    id: 'neteller',
    brand: 'neteller',
    title: 'Neteller',
    type: 'direct',
    actions: ['deposit', 'cashout'],
    currencies: FIAT_CURRENCIES,
    fields: 'email',
  },
  {
    id: 'sofort',
    brand: 'sofort',
    title: 'Sofort',
    type: 'direct',
    actions: ['deposit'],
    currencies: ['EUR'],
    countries: SOFORT_COUNTRIES,
    fields: 'none',
  },
];

/** The crypto method of a coin (one per currency, id `crypto`). */
export const cryptoMethod = (currency: CryptoCurrency): MethodDef => ({
  id: 'crypto',
  brand: CRYPTO_BRANDS[currency],
  title: CRYPTO_TITLES[currency],
  type: 'crypto',
  actions: ['deposit', 'cashout'],
  currencies: [currency],
  fields: 'crypto',
});

/** The brand hidden from players of this group. */
export const SOFORT_HIDDEN_GROUP = 631;

export interface PlayerContext {
  country: string | null;
  groups: readonly number[];
}

/** The methods a player sees for an action and currency (the visibility rules). */
export function methodsFor(action: PaymentAction, currency: string, player: PlayerContext): MethodDef[] {
  if (isCryptoCurrency(currency)) return [cryptoMethod(currency)];
  return FIAT_METHODS.filter(
    (m) =>
      m.actions.includes(action) &&
      m.currencies.includes(currency) &&
      (!m.countries || (player.country !== null && m.countries.includes(player.country))) &&
      !(m.brand === 'sofort' && player.groups.includes(SOFORT_HIDDEN_GROUP)),
  );
}

export const findMethod = (id: string, action: PaymentAction, currency: string, player: PlayerContext) =>
  methodsFor(action, currency, player).find((m) => m.id === id);

/** The amount range of a method; a deposit's maximum is also capped by the currency's deposit sum limit. */
export function rangeOf(action: PaymentAction, currency: string): AmountRange {
  const ranges = isCryptoCurrency(currency) ? CRYPTO_RANGES[currency] : FIAT_RANGES[currency];
  if (!ranges) return { min: 1, max: 0 };
  if (action === 'cashout') return ranges.cashout;
  return ranges.deposit;
}

/** A currency's sum limits, or null. */
export const sumLimitsOf = (currency: string) => SUM_LIMITS[currency] ?? null;

/** Which cards a brand takes: Visa 4…, Mastercard 51–55 and 2221–2720. */
export function cardBrandOf(digits: string): 'visa' | 'mastercard' | null {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/** The first deposit offers 50 (whole units) by default. */
export const FIRST_DEPOSIT_UNITS = 50;
