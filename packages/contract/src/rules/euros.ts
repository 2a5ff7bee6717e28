/**
 * Minor units of each currency worth one euro, at fixed round rates: what the demo's offers and a
 * quest's ladder (given in euros) are in other currencies. Fixed on purpose: a quest's levels or
 * an offer's amount must not move with the market while it runs.
 */
export const MINOR_UNITS_PER_EURO: Readonly<Record<string, number>> = {
  EUR: 100,
  USD: 100,
  CAD: 150,
  AUD: 150,
  NZD: 170,
  NOK: 1_000,
  BRL: 500,
  JPY: 160,
  // Coins, in their own minor units (demo figures).
  BTC: 1_600,
  ETH: 40_000,
  USDT: 1_000_000,
};

/** `amount` euros in `currency`'s minor units (as euros when the currency has no rate). */
export const eurosIn = (amount: number, currency: string): number =>
  Math.round(amount * (MINOR_UNITS_PER_EURO[currency] ?? 100));
