import type { RouletteBet } from '@orbit/games';

/** European roulette: 0–36. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(n: number): PocketColor {
  if (n === 0) return 'green';
  return RED_NUMBERS.has(n) ? 'red' : 'black';
}

/** The board's three rows as a player sees it: 3, 6 … 36 on top, 1, 4 … 34 at the bottom. */
export const BOARD_ROWS: readonly (readonly number[])[] = [3, 2, 1].map((first) =>
  Array.from({ length: 12 }, (_, i) => first + i * 3),
);

/** The outside bets the board offers, in the order they are laid out. */
export const OUTSIDE_TARGETS = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
export const DOZEN_TARGETS = ['dozen:1', 'dozen:2', 'dozen:3'] as const;
/** Column 3 is the top row (3 … 36), column 1 the bottom row (1 … 34). */
export const COLUMN_TARGETS = ['column:3', 'column:2', 'column:1'] as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL = range(1, 36);

/** The numbers a target covers (empty for one the board does not know). */
export function coveredNumbers(target: string): number[] {
  const [kind, arg = ''] = target.split(':');
  const n = Number(arg);
  switch (kind) {
    case 'straight':
      return Number.isInteger(n) && n >= 0 && n <= 36 ? [n] : [];
    case 'dozen':
      return n >= 1 && n <= 3 ? range(n * 12 - 11, n * 12) : [];
    case 'column':
      return n >= 1 && n <= 3 ? ALL.filter((x) => (x - n) % 3 === 0) : [];
    case 'red':
      return ALL.filter((x) => RED_NUMBERS.has(x));
    case 'black':
      return ALL.filter((x) => !RED_NUMBERS.has(x));
    case 'odd':
      return ALL.filter((x) => x % 2 === 1);
    case 'even':
      return ALL.filter((x) => x % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return [];
  }
}

/** What a winning target pays per unit staked, stake excluded (35 for a straight, 1 for red). */
export const payoutRatio = (target: string) => {
  const covered = coveredNumbers(target).length;
  return covered > 0 ? 36 / covered - 1 : 0;
};

/** Chips on the board: amount in minor units per target. */
export type BoardBets = Readonly<Record<string, number>>;

export function placeChip(bets: BoardBets, target: string, amount: number): BoardBets {
  if (amount <= 0 || coveredNumbers(target).length === 0) return bets;
  return { ...bets, [target]: (bets[target] ?? 0) + amount };
}

export function totalStake(bets: BoardBets): number {
  return Object.values(bets).reduce((sum, amount) => sum + amount, 0);
}

/** The engine's bet input: one entry per target with chips on it. */
export function rouletteBet(bets: BoardBets): RouletteBet {
  return {
    bets: Object.entries(bets)
      .filter(([, amount]) => amount > 0)
      .map(([target, amount]) => ({ target, amount })),
  };
}

/** What the board returns when `number` wins, stakes of winning targets included. */
export function boardReturn(bets: BoardBets, number: number): number {
  let total = 0;
  for (const [target, amount] of Object.entries(bets))
    if (coveredNumbers(target).includes(number)) total += amount * (payoutRatio(target) + 1);
  return total;
}

/** The winning number in a round's view (`number`, or `pocket` / `result`), if it has one. */
export function winningNumber(view: unknown): number | null {
  if (typeof view !== 'object' || view === null) return null;
  const record = view as Record<string, unknown>;
  for (const name of ['number', 'pocket', 'result', 'winning'])
    if (typeof record[name] === 'number' && Number.isInteger(record[name])) return record[name] as number;
  return null;
}
