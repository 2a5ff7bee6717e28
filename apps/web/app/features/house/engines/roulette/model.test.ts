import { describe, expect, it } from 'vitest';
import {
  BOARD_ROWS,
  boardReturn,
  COLUMN_TARGETS,
  coveredNumbers,
  payoutRatio,
  placeChip,
  pocketColor,
  rouletteBet,
  totalStake,
  winningNumber,
} from './model.ts';

describe('roulette board', () => {
  it('lays out 1–36 in three rows of twelve, the top row being column 3', () => {
    expect(BOARD_ROWS[0]?.slice(0, 3)).toEqual([3, 6, 9]);
    expect(BOARD_ROWS[2]?.at(-1)).toBe(34);
    expect(BOARD_ROWS.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(coveredNumbers(COLUMN_TARGETS[0])).toEqual(BOARD_ROWS[0]);
  });

  it('colours the pockets of a European wheel', () => {
    expect(pocketColor(0)).toBe('green');
    expect(pocketColor(1)).toBe('red');
    expect(pocketColor(2)).toBe('black');
    expect(pocketColor(36)).toBe('red');
    expect(coveredNumbers('red')).toHaveLength(18);
  });

  it('maps each target to the numbers it covers and its payout', () => {
    expect(coveredNumbers('straight:0')).toEqual([0]);
    expect(coveredNumbers('dozen:2')).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(coveredNumbers('column:1').slice(0, 3)).toEqual([1, 4, 7]);
    expect(coveredNumbers('low')).toHaveLength(18);
    expect(coveredNumbers('odd')).not.toContain(0);
    expect(coveredNumbers('straight:37')).toEqual([]);
    expect(payoutRatio('straight:17')).toBe(35);
    expect(payoutRatio('dozen:1')).toBe(2);
    expect(payoutRatio('black')).toBe(1);
  });

  it('stacks chips per target and builds the engine bet from them', () => {
    let bets = placeChip({}, 'straight:17', 100);
    bets = placeChip(bets, 'straight:17', 50);
    bets = placeChip(bets, 'red', 200);
    bets = placeChip(bets, 'nonsense', 500);
    expect(totalStake(bets)).toBe(350);
    expect(rouletteBet(bets)).toEqual({
      bets: [
        { target: 'straight:17', amount: 150 },
        { target: 'red', amount: 200 },
      ],
    });
  });

  it('returns the winning targets with their stakes', () => {
    const bets = { 'straight:17': 100, black: 200, 'dozen:3': 100 };
    expect(boardReturn(bets, 17)).toBe(100 * 36 + 200 * 2);
    expect(boardReturn(bets, 0)).toBe(0);
    expect(boardReturn(bets, 35)).toBe(400 + 300);
  });

  it('finds the winning number in a view', () => {
    expect(winningNumber({ number: 17 })).toBe(17);
    expect(winningNumber({ pocket: 0 })).toBe(0);
    expect(winningNumber({})).toBeNull();
  });
});
