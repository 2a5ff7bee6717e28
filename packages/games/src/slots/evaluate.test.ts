import { describe, expect, it } from 'vitest';
import { evaluateLine, evaluateLines, evaluateScatter, evaluateWays, type PayRules } from './evaluate.ts';
import { LINES_3X3, LINES_5X3 } from './paylines.ts';
import { buildStrip, windowAt } from './reels.ts';

const rules: PayRules = {
  pays: {
    cherry: [0, 2, 10, 20, 50],
    bell: [0, 0, 20, 50, 100],
    seven: [0, 5, 50, 200, 1000],
    wild: [0, 0, 100, 500, 5000],
  },
  wilds: new Set(['wild']),
};

describe('evaluateLine', () => {
  it('counts a run of one symbol from the left', () => {
    expect(evaluateLine(['bell', 'bell', 'bell', 'cherry', 'bell'], rules)).toEqual({
      symbol: 'bell',
      count: 3,
      coins: 20,
    });
  });

  it('a wild in the run stands in for the symbol', () => {
    expect(evaluateLine(['seven', 'wild', 'seven', 'seven', 'bell'], rules)).toEqual({
      symbol: 'seven',
      count: 4,
      coins: 200,
    });
  });

  it('leading wilds pay as the symbol they lead into, or as wilds when that pays more', () => {
    // wild wild + cherry cherry cherry = five cherries (50) beats two wilds (0)
    expect(evaluateLine(['wild', 'wild', 'cherry', 'cherry', 'cherry'], rules)?.coins).toBe(50);
    // three wilds (100) beat four cherries (20)
    expect(evaluateLine(['wild', 'wild', 'wild', 'cherry', 'bell'], rules)).toEqual({
      symbol: 'wild',
      count: 3,
      coins: 100,
    });
    expect(evaluateLine(['wild', 'wild', 'wild', 'wild', 'wild'], rules)?.coins).toBe(5000);
  });

  it('a symbol without pays (a scatter) breaks the line; a short run pays nothing', () => {
    expect(evaluateLine(['bell', 'scatter', 'bell', 'bell', 'bell'], rules)).toBeNull();
    expect(evaluateLine(['scatter', 'bell', 'bell', 'bell', 'bell'], rules)).toBeNull();
    expect(evaluateLine(['bell', 'bell', 'cherry', 'bell', 'bell'], rules)).toBeNull();
    expect(evaluateLine(['cherry', 'cherry', 'bell', 'bell', 'bell'], rules)?.coins).toBe(2);
  });
});

describe('evaluateLines', () => {
  it('pays each line of a known 3×3 grid with its positions', () => {
    // reels as columns: top, middle, bottom
    const grid = [
      ['seven', 'bell', 'cherry'],
      ['bell', 'wild', 'cherry'],
      ['cherry', 'bell', 'cherry'],
    ];
    const wins = evaluateLines(grid, LINES_3X3, rules);
    // middle: bell wild bell = 3 bells (20); bottom: 3 cherries (10);
    // top: seven bell → nothing; diagonal top-left→bottom-right: seven wild cherry = 2 sevens (5);
    // bottom-left→top-right: cherry wild cherry = 3 cherries (10)
    expect(wins.map((w) => [w.kind === 'line' && w.line, w.symbol, w.count, w.coins])).toEqual([
      [0, 'bell', 3, 20],
      [2, 'cherry', 3, 10],
      [3, 'seven', 2, 5],
      [4, 'cherry', 3, 10],
    ]);
    expect(wins[3]!.positions).toEqual([
      [0, 2],
      [1, 1],
      [2, 0],
    ]);
  });

  it('multiplies every win in free spins', () => {
    const grid = [['bell'], ['bell'], ['bell']];
    expect(evaluateLines(grid, [[0, 0, 0]], rules, 3)[0]!.coins).toBe(60);
  });
});

describe('evaluateWays', () => {
  it('multiplies the matching cells of each reel in the run', () => {
    const grid = [
      ['bell', 'cherry', 'bell'], // 2 bells
      ['wild', 'bell', 'seven'], // 2 (wild + bell)
      ['cherry', 'cherry', 'bell'], // 1
      ['seven', 'seven', 'seven'], // 0: the run stops
      ['bell', 'bell', 'bell'],
    ];
    const wins = evaluateWays(grid, rules);
    const bell = wins.find((w) => w.symbol === 'bell');
    expect(bell).toMatchObject({ kind: 'ways', count: 3, ways: 4, coins: 4 * 20 });
    expect(bell?.positions).toHaveLength(5);
    // cherry: 1 × 1 (the wild) × 2 = 2 ways of three cherries
    expect(wins.find((w) => w.symbol === 'cherry')).toMatchObject({ count: 3, ways: 2, coins: 2 * 10 });
    expect(wins).toHaveLength(2);
  });

  it('works on reels of different heights (megaways)', () => {
    const grid = [['seven', 'seven'], ['seven', 'bell', 'wild', 'seven'], ['bell']];
    // 2 × 3 = 6 ways of two sevens; the third reel has none
    expect(evaluateWays(grid, rules)).toEqual([
      expect.objectContaining({ symbol: 'seven', count: 2, ways: 6, coins: 30 }),
    ]);
  });
});

describe('evaluateScatter', () => {
  it('pays by the count anywhere on the grid', () => {
    const grid = [
      ['scatter', 'bell'],
      ['bell', 'bell'],
      ['bell', 'scatter'],
      ['scatter', 'bell'],
    ];
    const { win, count } = evaluateScatter(grid, 'scatter', [0, 0, 40, 200], 2);
    expect(count).toBe(3);
    expect(win).toMatchObject({ kind: 'scatter', count: 3, coins: 80 });
  });
});

describe('reel strips', () => {
  it('hold exactly the counts given, spread out, and a window wraps round', () => {
    const strip = buildStrip({ a: 6, b: 3, c: 1 });
    expect(strip).toHaveLength(10);
    expect(strip.filter((s) => s === 'b')).toHaveLength(3);
    expect(strip.filter((s) => s === 'c')).toHaveLength(1);
    // spread: no b twice in any window of three
    for (let i = 0; i < strip.length; i++) {
      expect(windowAt(strip, i, 3).filter((s) => s === 'b').length).toBeLessThanOrEqual(1);
    }
    expect(windowAt(['x', 'y', 'z'], 2, 3)).toEqual(['z', 'x', 'y']);
  });

  it('the 5×3 paylines are all different', () => {
    expect(new Set(LINES_5X3.map((l) => l.join())).size).toBe(LINES_5X3.length);
  });
});
