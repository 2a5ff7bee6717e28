import type { PlinkoBet, SoloGame } from '../engine.ts';
import { floorMul, parseStakeOnly } from '../tables/input.ts';

/** Multipliers in hundredths, slot 0 (far left) to slot `rows` (far right); symmetric. */
const mirror = (half: number[]) => [...half, ...half.slice(0, -1).reverse()];

export const PLINKO_TABLES: Readonly<Record<string, { rows: number; multipliers: readonly number[] }>> = {
  '12-rows-low': { rows: 12, multipliers: mirror([1000, 300, 160, 140, 110, 100, 42]) },
  '16-rows-medium': { rows: 16, multipliers: mirror([11000, 4100, 1000, 500, 300, 145, 97, 50, 27]) },
  '16-rows-high': { rows: 16, multipliers: mirror([100000, 13000, 2600, 900, 380, 192, 20, 20, 20]) },
};

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** The exact RTP (percent) of a table: Σ C(rows, k) / 2^rows × multiplier(k). */
export function plinkoRtp(rows: number, multipliers: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k <= rows; k++) sum += binomial(rows, k) * (multipliers[k] ?? 0);
  return sum / 2 ** rows;
}

export interface PlinkoState {
  stake: number;
  /** Row by row from the top: true = the ball fell right. */
  path: boolean[];
  /** 0 … rows: the number of right turns. */
  slot: number;
  /** Hundredths. */
  multiplier: number;
}

export const plinko: SoloGame<PlinkoBet, PlinkoState, PlinkoState> = {
  kind: 'solo',
  engine: 'plinko',
  variants: { '12-rows-low': { rtp: 97.17 }, '16-rows-medium': { rtp: 97 }, '16-rows-high': { rtp: 96.8 } },
  parseBet: (_variant, input) => parseStakeOnly(input),
  stake: (bet) => bet.stake,
  start(variant, bet, random) {
    const table = PLINKO_TABLES[variant];
    if (!table) throw new Error(`plinko: unknown variant ${variant}`);
    // One draw of `rows` bits; bit i (from the lowest) is row i: 1 = right.
    const bits = random.int(2 ** table.rows);
    const path = Array.from({ length: table.rows }, (_, row) => ((bits >>> row) & 1) === 1);
    const slot = path.filter(Boolean).length;
    const multiplier = table.multipliers[slot]!;
    const payout = floorMul(bet.stake, multiplier, 100);
    return { state: { stake: bet.stake, path, slot, multiplier }, done: true, payout };
  },
  view: (state) => state,
  autoplay: { bet: (_variant, unit) => ({ stake: unit }) },
};
