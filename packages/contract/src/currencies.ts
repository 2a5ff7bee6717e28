/** Fiat currencies Orbit's payment methods and house games take. */
export const FIAT_CURRENCIES = ['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'BRL', 'NOK', 'JPY'] as const;

/** Coins Orbit takes: each player gets a deposit address per coin, and the house games take them. */
export const CRYPTO_CURRENCIES = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];
export const isCryptoCurrency = (code: string): code is CryptoCurrency =>
  (CRYPTO_CURRENCIES as readonly string[]).includes(code);

/**
 * Every crypto code a client may meet (Orbit's coins and the other ones the player API names), to
 * tell crypto from fiat when the currency list (`/api/info/currencies`) is not at hand.
 */
export const KNOWN_CRYPTO_CODES: readonly string[] = [...CRYPTO_CURRENCIES, 'USDC', 'BNB', 'ADA', 'TRX'];
export const isKnownCrypto = (code: string) => KNOWN_CRYPTO_CODES.includes(code);
