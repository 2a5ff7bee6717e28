import type { CrashBet, SharedGame } from '../engine.ts';
import type { FairRandom } from '../fair/random.ts';
import { fail, floorMul, isRecord, isStake, ok } from '../tables/input.ts';

/** Multipliers are in hundredths: 100 = 1.00×. The round never crashes above 10,000×. */
export const CRASH_MAX = 1_000_000;
/** The lowest cash-out a player may aim for: 1.01×. */
export const CRASH_MIN_CASHOUT = 101;
/** 97 in hundredths of the multiplier: P(crash ≥ m) = 97 / m. */
const RTP_HUNDREDTHS = 97;
const TWO_POW_32 = 2 ** 32;

/**
 * The crash point from one uniform 32-bit draw k: floor(0.97 × 2^32 / (2^32 − k)) in hundredths,
 * at least 1.00× and at most the cap. P(crash ≥ m) = floor(97·2^32 / m) / 2^32, which is
 * 97 / m to within 2^-32, so every cash-out target returns 97 %. Exact integer division.
 */
export function crashPointFrom(k: number): number {
  const numerator = RTP_HUNDREDTHS * TWO_POW_32;
  const denominator = TWO_POW_32 - k;
  let q = Math.floor(numerator / denominator);
  if (q * denominator > numerator) q -= 1;
  else if ((q + 1) * denominator <= numerator) q += 1;
  return Math.min(CRASH_MAX, Math.max(100, q));
}

/** P(crash point ≥ m) exactly, for 100 < m ≤ the cap. */
export function crashSurvival(m: number): number {
  return Math.floor((RTP_HUNDREDTHS * TWO_POW_32) / m) / TWO_POW_32;
}

/** The multiplier curve's growth rate per millisecond: e^(0.00006 t) doubles in about 11.6 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier (hundredths) shown `ms` after the round's start. */
export function crashMultiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms)));
}

/** The first whole millisecond at which the curve has reached `multiplier` (hundredths). */
export function crashTimeOf(multiplier: number): number {
  if (multiplier <= 100) return 0;
  let ms = Math.ceil(Math.log(multiplier / 100) / CRASH_GROWTH_PER_MS);
  // Float rounding of log/exp: settle on the exact first millisecond.
  while (ms > 0 && crashMultiplierAt(ms - 1) >= multiplier) ms -= 1;
  while (crashMultiplierAt(ms) < multiplier) ms += 1;
  return ms;
}

export interface CrashOutcome {
  /** Hundredths; 100 means the round crashed at once. */
  crashPoint: number;
}

/** The multiplier the player cashed out at by hand (hundredths), or null to use the bet's autoCashout. */
export type CrashSettlement = number | null;

export const crash: SharedGame<CrashBet, CrashOutcome, CrashSettlement> = {
  kind: 'shared',
  engine: 'crash',
  variants: { standard: { rtp: 97 } },
  parseBet(_variant, input) {
    if (!isRecord(input) || !isStake(input.stake)) return fail('stake_invalid');
    const { autoCashout } = input;
    if (autoCashout === undefined || autoCashout === null) return ok({ stake: input.stake });
    if (
      typeof autoCashout !== 'number' ||
      !Number.isInteger(autoCashout) ||
      autoCashout < CRASH_MIN_CASHOUT ||
      autoCashout > CRASH_MAX
    )
      return fail('auto_cashout_invalid');
    return ok({ stake: input.stake, autoCashout });
  },
  stake: (bet) => bet.stake,
  draw: (_variant, random: FairRandom) => ({ crashPoint: crashPointFrom(random.nextUint32()) }),
  settle(_variant, bet, outcome, cashoutAt) {
    const at = cashoutAt ?? bet.autoCashout;
    // A cash-out by hand is whatever the curve showed (1.00× at the very start); an auto cash-out is ≥ 1.01×.
    if (at === undefined || at < 100 || at > outcome.crashPoint) return 0;
    return floorMul(bet.stake, at, 100);
  },
  autoplay: {
    bet: (_variant, unit) => ({ stake: unit, autoCashout: 200 }),
    settlement: () => null,
  },
};
