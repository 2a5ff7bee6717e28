import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { internalConfig } from '../config/service.ts';

/**
 * Withdrawals above these amounts (minor units, per currency) ask for a verified player first:
 * about 2,000 euros' worth. The operator changes them in the `withdrawal_verification` config
 * (`{"thresholds": {"CAD": 100000}}`), currency by currency; a currency named nowhere needs a
 * verified player for any withdrawal.
 */
export const DEFAULT_WITHDRAWAL_THRESHOLDS: Readonly<Record<string, number>> = {
  EUR: 200_000,
  USD: 200_000,
  CAD: 300_000,
  AUD: 300_000,
  NZD: 350_000,
  BRL: 1_200_000,
  NOK: 2_300_000,
  JPY: 300_000,
  // Crypto in the coin's minor units (10^-8; USDT 10^-6).
  BTC: 5_000_000,
  BCH: 500_000_000,
  ETH: 100_000_000,
  LTC: 2_500_000_000,
  DOG: 500_000_000_000,
  USDT: 2_000_000_000,
};

const WithdrawalVerificationConfig = z.object({
  thresholds: z.record(z.string(), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)),
});

/** The amount above which a withdrawal of `currency` needs a verified player. */
export async function withdrawalThreshold(deps: Pick<Deps, 'db'>, currency: string): Promise<number> {
  const stored = WithdrawalVerificationConfig.safeParse(await internalConfig(deps, 'withdrawalVerification'));
  const configured = stored.success ? stored.data.thresholds[currency] : undefined;
  return configured ?? DEFAULT_WITHDRAWAL_THRESHOLDS[currency] ?? 0;
}
