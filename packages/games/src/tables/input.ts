import type { MinorUnits, Parsed } from '../engine.ts';

/** The largest stake any house bet takes (minor units): keeps every payout a safe integer. */
export const MAX_STAKE: MinorUnits = 1_000_000_000;

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });

export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** A stake: a whole number of minor units, at least 1. */
export function isStake(value: unknown): value is MinorUnits {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_STAKE;
}

/** `{stake}` on its own (blackjack, video poker, plinko …). */
export function parseStakeOnly(input: unknown): Parsed<{ stake: MinorUnits }> {
  if (!isRecord(input) || !isStake(input.stake)) return fail('stake_invalid');
  return ok({ stake: input.stake });
}

/** stake × numerator / denominator, rounded down (payouts are floored to the minor unit). */
export function floorMul(stake: MinorUnits, numerator: number, denominator: number): MinorUnits {
  return Math.floor((stake * numerator) / denominator);
}
