/**
 * What one major unit of each currency is worth in euros: the demo operator's reference rates
 * for moving a bet into a jackpot's currency and a jackpot win into the player's. An operator
 * with a rates feed replaces this table; a currency missing here neither feeds nor wins jackpots.
 */
export const EUR_PER_UNIT: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 0.926,
  CAD: 0.676,
  AUD: 0.61,
  NZD: 0.559,
  NOK: 0.0862,
  BRL: 0.185,
  JPY: 0.0062,
  BTC: 61_000,
  ETH: 2_400,
  BCH: 330,
  LTC: 70,
  DOG: 0.11,
  USDT: 0.926,
};

/**
 * Converts minor units of one currency to minor units of another, rounded down (the casino
 * never pays out a fraction it does not hold). Undefined when either rate is unknown.
 */
export function convertMinor(
  amount: number,
  from: { code: string; subunits: number },
  to: { code: string; subunits: number },
): number | undefined {
  const a = EUR_PER_UNIT[from.code];
  const b = EUR_PER_UNIT[to.code];
  if (a === undefined || b === undefined) return undefined;
  if (from.code === to.code) return amount;
  return Math.floor(((amount / from.subunits) * a * to.subunits) / b);
}
