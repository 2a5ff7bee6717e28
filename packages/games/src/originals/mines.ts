import type { MinesAction, MinesBet, SoloGame } from '../engine.ts';
import { fail, floorMul, isRecord, isStake, ok } from '../tables/input.ts';

export const MINES_CELLS = 25;
/** The share of the fair multiplier paid (0.97 → every strategy returns at most 97 %). */
export const MINES_RTP_PERCENT = 97;

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** P(k safe reveals in a row) with `mines` mines = C(25 − mines, k) / C(25, k). */
export function minesSurvival(mines: number, k: number): number {
  return binomial(MINES_CELLS - mines, k) / binomial(MINES_CELLS, k);
}

/**
 * The multiplier (hundredths) after k safe reveals: 0.97 × C(25, k) / C(25 − mines, k), floored
 * to the hundredth. Integers throughout: 97 × C(25, k) < 2^53 and the floor is exact.
 */
export function minesMultiplier(mines: number, k: number): number {
  const numerator = MINES_RTP_PERCENT * binomial(MINES_CELLS, k);
  const denominator = binomial(MINES_CELLS - mines, k);
  let q = Math.floor(numerator / denominator);
  if (q * denominator > numerator) q -= 1;
  return q;
}

export interface MinesState {
  stake: number;
  mines: number;
  /** The mined cells (0–24), placed in `start`. */
  field: number[];
  /** Cells revealed, in order. */
  revealed: number[];
  /** Set once the round is over. */
  outcome: 'playing' | 'busted' | 'cashed-out';
  /** Hundredths: the multiplier the revealed cells have earned. */
  multiplier: number;
}

export interface MinesView {
  mines: number;
  revealed: number[];
  outcome: MinesState['outcome'];
  multiplier: number;
  /** The next safe reveal's multiplier (hundredths), null when none is left. */
  nextMultiplier: number | null;
  /** Only once the round is over. */
  field: number[] | null;
}

const safeCells = (state: Pick<MinesState, 'mines'>) => MINES_CELLS - state.mines;

export const mines: SoloGame<MinesBet, MinesState, MinesView, MinesAction> = {
  kind: 'solo',
  engine: 'mines',
  variants: { '5x5': { rtp: 97 } },
  parseBet(_variant, input) {
    if (!isRecord(input) || !isStake(input.stake)) return fail('stake_invalid');
    const count = input.mines;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 24)
      return fail('mines_invalid');
    return ok({ stake: input.stake, mines: count });
  },
  stake: (bet) => bet.stake,
  start(_variant, bet, random) {
    const cells = Array.from({ length: MINES_CELLS }, (_, i) => i);
    const field = random
      .shuffle(cells)
      .slice(0, bet.mines)
      .sort((a, b) => a - b);
    const state: MinesState = {
      stake: bet.stake,
      mines: bet.mines,
      field,
      revealed: [],
      outcome: 'playing',
      multiplier: 100,
    };
    return { state, done: false, payout: 0 };
  },
  parseAction(_variant, state, input) {
    if (state.outcome !== 'playing') return fail('round_over');
    if (!isRecord(input)) return fail('action_invalid');
    if (input.type === 'cashout') {
      return state.revealed.length > 0 ? ok({ type: 'cashout' }) : fail('nothing_revealed');
    }
    if (input.type !== 'reveal') return fail('action_invalid');
    const cell = input.cell;
    if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= MINES_CELLS)
      return fail('cell_invalid');
    if (state.revealed.includes(cell)) return fail('cell_revealed');
    return ok({ type: 'reveal', cell });
  },
  act(_variant, state, action) {
    if (state.outcome !== 'playing') throw new Error('mines: round is over');
    if (action.type === 'cashout') {
      const next = { ...state, outcome: 'cashed-out' as const };
      return { state: next, done: true, payout: floorMul(state.stake, state.multiplier, 100) };
    }
    const revealed = [...state.revealed, action.cell];
    if (state.field.includes(action.cell)) {
      return { state: { ...state, revealed, outcome: 'busted', multiplier: 0 }, done: true, payout: 0 };
    }
    const multiplier = minesMultiplier(state.mines, revealed.length);
    if (revealed.length === safeCells(state)) {
      // Every safe cell found: nothing is left to risk, the round cashes out.
      const next: MinesState = { ...state, revealed, outcome: 'cashed-out', multiplier };
      return { state: next, done: true, payout: floorMul(state.stake, multiplier, 100) };
    }
    return { state: { ...state, revealed, multiplier }, done: false, payout: 0 };
  },
  view(state, done) {
    const k = state.revealed.length;
    return {
      mines: state.mines,
      revealed: state.revealed,
      outcome: state.outcome,
      multiplier: state.multiplier,
      nextMultiplier: !done && k < safeCells(state) ? minesMultiplier(state.mines, k + 1) : null,
      field: done ? state.field : null,
    };
  },
  autoplay: {
    // One mine, 20 safe reveals, cash out: 4.85× with probability 1/5 — exactly 97 %, no rounding loss.
    bet: (_variant, unit) => ({ stake: unit, mines: 1 }),
    action(_variant, state) {
      if (state.revealed.length >= 20) return { type: 'cashout' };
      // Reveal cells in order; which cells does not matter, the mines are uniformly placed.
      return { type: 'reveal', cell: state.revealed.length };
    },
  },
};
