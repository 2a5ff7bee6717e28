import type { MinorUnits, Parsed, RouletteBet, SoloGame } from '../engine.ts';
import type { FairRandom } from '../fair/random.ts';
import { fail, isRecord, isStake, MAX_STAKE, ok } from './input.ts';

/** A single-zero wheel: pockets 0–36, each equally likely. */
export const POCKETS = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const isRed = (n: number) => RED.has(n);
const EVEN_MONEY = new Set(['red', 'black', 'odd', 'even', 'low', 'high']);
/** Most bets one spin takes. */
const MAX_BETS = 60;

export interface RouletteRules {
  /** French: an even-money bet gets half its stake back when the ball lands on zero. */
  laPartage: boolean;
}
export const ROULETTE_RULES: Readonly<Record<string, RouletteRules>> = {
  european: { laPartage: false },
  french: { laPartage: true },
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numberIn = (text: string | undefined, min: number, max: number) => {
  if (text === undefined || !/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

/**
 * The pockets a target covers, or null when it is not a bet on the table. The layout: number
 * n sits in row ceil(n/3), column ((n − 1) mod 3) + 1; splits join neighbours (0 with 1, 2, 3).
 */
export function coveredPockets(target: string): number[] | null {
  const [kind, arg, ...rest] = target.split(':');
  if (rest.length > 0) return null;
  switch (kind) {
    case 'red':
    case 'black':
      return arg === undefined ? range(1, 36).filter((n) => isRed(n) === (kind === 'red')) : null;
    case 'odd':
    case 'even':
      return arg === undefined ? range(1, 36).filter((n) => n % 2 === (kind === 'odd' ? 1 : 0)) : null;
    case 'low':
      return arg === undefined ? range(1, 18) : null;
    case 'high':
      return arg === undefined ? range(19, 36) : null;
    case 'straight': {
      const n = numberIn(arg, 0, 36);
      return n === null ? null : [n];
    }
    case 'dozen': {
      const d = numberIn(arg, 1, 3);
      return d === null ? null : range(12 * d - 11, 12 * d);
    }
    case 'column': {
      const c = numberIn(arg, 1, 3);
      return c === null ? null : range(1, 36).filter((n) => (n - 1) % 3 === c - 1);
    }
    case 'street': {
      const n = numberIn(arg, 1, 34);
      return n !== null && n % 3 === 1 ? [n, n + 1, n + 2] : null;
    }
    case 'line': {
      const n = numberIn(arg, 1, 31);
      return n !== null && n % 3 === 1 ? range(n, n + 5) : null;
    }
    case 'split': {
      const [a, b] = (arg ?? '').split('-').map((x) => numberIn(x, 0, 36));
      if (a == null || b == null || a >= b) return null;
      const zeroSplit = a === 0 && b <= 3;
      const sideBySide = a > 0 && b === a + 1 && a % 3 !== 0;
      const aboveBelow = a > 0 && b === a + 3;
      return zeroSplit || sideBySide || aboveBelow ? [a, b] : null;
    }
    case 'corner': {
      const [a, b] = (arg ?? '').split('-').map((x) => numberIn(x, 1, 36));
      if (a == null || b == null || b !== a + 4 || a % 3 === 0) return null;
      return [a, a + 1, a + 3, a + 4];
    }
    default:
      return null;
  }
}

/** Bets as one spin settles them: the covered pockets resolved once. */
export interface RouletteSpinBet {
  target: string;
  amount: MinorUnits;
  pockets: number[];
}

export function parseRouletteBet(input: unknown): Parsed<RouletteBet> {
  if (!isRecord(input) || !Array.isArray(input.bets)) return fail('bets_invalid');
  if (input.bets.length < 1 || input.bets.length > MAX_BETS) return fail('bets_invalid');
  const bets: RouletteBet['bets'] = [];
  let total = 0;
  for (const bet of input.bets) {
    if (!isRecord(bet) || typeof bet.target !== 'string' || !coveredPockets(bet.target))
      return fail('target_invalid');
    if (!isStake(bet.amount)) return fail('stake_invalid');
    total += bet.amount;
    bets.push({ target: bet.target, amount: bet.amount });
  }
  if (total > MAX_STAKE) return fail('stake_invalid');
  return ok({ bets });
}

export const rouletteStake = (bet: RouletteBet) => bet.bets.reduce((sum, b) => sum + b.amount, 0);

export const spinWheel = (random: FairRandom) => random.int(POCKETS);

/**
 * What one bet returns (stake included) when the ball lands on `pocket`: a bet covering k
 * pockets pays 36/k − 1 to 1 (straight 35:1 … even money 1:1); French la partage gives half of
 * an even-money stake back on zero (floored).
 */
export function rouletteReturn(
  rules: RouletteRules,
  target: string,
  amount: MinorUnits,
  pocket: number,
): MinorUnits {
  const pockets = coveredPockets(target);
  if (!pockets) throw new Error(`roulette: bad target ${target}`);
  if (pockets.includes(pocket)) return (amount * 36) / pockets.length;
  if (pocket === 0 && rules.laPartage && EVEN_MONEY.has(target)) return Math.floor(amount / 2);
  return 0;
}

export function settleRoulette(rules: RouletteRules, bet: RouletteBet, pocket: number): MinorUnits {
  return bet.bets.reduce((sum, b) => sum + rouletteReturn(rules, b.target, b.amount, pocket), 0);
}

/** The exact RTP (percent) of one target: its average return over the 37 pockets. */
export function rouletteTargetRtp(rules: RouletteRules, target: string, payout = rouletteReturn): number {
  const amount = 1_000_000;
  let sum = 0;
  for (let pocket = 0; pocket < POCKETS; pocket++) sum += payout(rules, target, amount, pocket);
  return (100 * sum) / POCKETS / amount;
}

/** Every distinct target on the table (for the RTP tests and the page's layout). */
export function allTargets(): string[] {
  const out = ['red', 'black', 'odd', 'even', 'low', 'high'];
  for (let n = 0; n <= 36; n++) out.push(`straight:${n}`);
  for (let d = 1; d <= 3; d++) out.push(`dozen:${d}`, `column:${d}`);
  for (let n = 1; n <= 34; n += 3) out.push(`street:${n}`);
  for (let n = 1; n <= 31; n += 3) out.push(`line:${n}`);
  for (let a = 0; a <= 36; a++)
    for (const b of [a + 1, a + 3, ...(a === 0 ? [2, 3] : [])])
      if (coveredPockets(`split:${a}-${b}`)) out.push(`split:${a}-${b}`);
  for (let a = 1; a <= 32; a++) if (coveredPockets(`corner:${a}-${a + 4}`)) out.push(`corner:${a}-${a + 4}`);
  return [...new Set(out)];
}

export interface RouletteState {
  bet: RouletteBet;
  pocket: number;
  /** Each bet's return, in the bet's order. */
  returns: MinorUnits[];
}

function rulesOf(variant: string): RouletteRules {
  const rules = ROULETTE_RULES[variant];
  if (!rules) throw new Error(`roulette: unknown variant ${variant}`);
  return rules;
}

/**
 * European: every bet returns 36/37 = 97.30 %. French: the even-money bets return
 * 36.5/37 = 98.65 % thanks to la partage (declared: the best bet, as baccarat declares the
 * banker's), every other bet 97.30 %.
 */
export const roulette: SoloGame<RouletteBet, RouletteState, RouletteState> = {
  kind: 'solo',
  engine: 'roulette',
  variants: { european: { rtp: 97.3 }, french: { rtp: 98.65 } },
  parseBet: (_variant, input) => parseRouletteBet(input),
  stake: rouletteStake,
  start(variant, bet, random) {
    const rules = rulesOf(variant);
    const pocket = spinWheel(random);
    const returns = bet.bets.map((b) => rouletteReturn(rules, b.target, b.amount, pocket));
    const payout = returns.reduce((a, b) => a + b, 0);
    return { state: { bet, pocket, returns }, done: true, payout };
  },
  view: (state) => state,
  autoplay: {
    // French: the declared (even-money) bet; European: a spread, every bet there is worth 97.30 %.
    bet: (variant, unit) =>
      variant === 'french'
        ? { bets: [{ target: 'red', amount: unit }] }
        : {
            bets: [
              { target: 'red', amount: unit },
              { target: 'dozen:2', amount: unit },
              { target: 'straight:17', amount: unit },
            ],
          },
  },
};
