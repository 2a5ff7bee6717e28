import type { DiceBet, SoloGame } from '../engine.ts';
import { fail, floorMul, isRecord, isStake, ok } from '../tables/input.ts';

/** The roll is one of 10,000 equally likely values, 0–9999 (shown 0.00–99.99). */
export const DICE_OUTCOMES = 10_000;
/** Every target returns exactly this share of the stake, in basis points (97 %). */
export const DICE_RTP_BASIS_POINTS = 9_700;
/** Win chances a target may give: 1 % to 98 % (100 to 9800 winning rolls). */
const MIN_WINNING = 100;
const MAX_WINNING = 9_800;

/** How many of the 10,000 rolls win the bet. */
export function winningRolls(bet: Pick<DiceBet, 'target' | 'over'>): number {
  return bet.over ? DICE_OUTCOMES - 1 - bet.target : bet.target;
}

/** The payout multiplier as a fraction: 9700 / winning rolls (e.g. 50 % → 1.94×). */
export function diceMultiplier(bet: Pick<DiceBet, 'target' | 'over'>): {
  numerator: number;
  denominator: number;
} {
  return { numerator: DICE_RTP_BASIS_POINTS, denominator: winningRolls(bet) };
}

export interface DiceState {
  bet: DiceBet;
  roll: number;
  win: boolean;
}

export const dice: SoloGame<DiceBet, DiceState, DiceState> = {
  kind: 'solo',
  engine: 'dice',
  variants: { 'over-under': { rtp: 97 } },
  parseBet(_variant, input) {
    if (!isRecord(input) || !isStake(input.stake)) return fail('stake_invalid');
    const { target, over } = input;
    if (typeof over !== 'boolean') return fail('direction_invalid');
    if (typeof target !== 'number' || !Number.isInteger(target)) return fail('target_invalid');
    const winning = winningRolls({ target, over });
    if (winning < MIN_WINNING || winning > MAX_WINNING) return fail('target_invalid');
    return ok({ stake: input.stake, target, over });
  },
  stake: (bet) => bet.stake,
  start(_variant, bet, random) {
    const roll = random.int(DICE_OUTCOMES);
    const win = bet.over ? roll > bet.target : roll < bet.target;
    const { numerator, denominator } = diceMultiplier(bet);
    const payout = win ? floorMul(bet.stake, numerator, denominator) : 0;
    return { state: { bet, roll, win }, done: true, payout };
  },
  view: (state) => state,
  autoplay: {
    // Under 5000: a 50 % chance at 1.94×.
    bet: (_variant, unit) => ({ stake: unit, target: 5_000, over: false }),
  },
};
