import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import {
  allTargets,
  coveredPockets,
  POCKETS,
  ROULETTE_RULES,
  roulette,
  rouletteReturn,
  rouletteTargetRtp,
} from './roulette.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;
const european = ROULETTE_RULES.european!;
const french = ROULETTE_RULES.french!;
const EVEN_MONEY = ['red', 'black', 'odd', 'even', 'low', 'high'];

describe('roulette', () => {
  it('knows the table: every target and how many pockets it covers', () => {
    const targets = allTargets();
    // 6 even-money, 37 straights, 6 dozens/columns, 12 streets, 11 lines, 60 splits (57 + 3 with zero), 22 corners.
    expect(targets).toHaveLength(6 + 37 + 6 + 12 + 11 + 60 + 22);
    expect(coveredPockets('corner:17-21')).toEqual([17, 18, 20, 21]);
    expect(coveredPockets('line:13')).toEqual([13, 14, 15, 16, 17, 18]);
    expect(coveredPockets('street:13')).toEqual([13, 14, 15]);
    expect(coveredPockets('column:1')).toContain(34);
    expect(coveredPockets('red')).toHaveLength(18);
    for (const bad of [
      'split:3-4',
      'split:17-19',
      'corner:18-22',
      'street:14',
      'straight:37',
      'dozen:4',
      'red:1',
      'x',
    ])
      expect(coveredPockets(bad), bad).toBeNull();
  });

  it('European: every bet returns exactly 36/37 = the declared 97.30 %', () => {
    for (const target of allTargets()) {
      expect(rouletteTargetRtp(european, target), target).toBeCloseTo((100 * 36) / 37, 10);
      expect(round2(rouletteTargetRtp(european, target))).toBe(roulette.variants.european!.rtp);
    }
  });

  it('French: la partage lifts the even-money bets to the declared 98.65 %, the rest stay 97.30 %', () => {
    for (const target of allTargets()) {
      const rtp = rouletteTargetRtp(french, target);
      if (EVEN_MONEY.includes(target)) {
        expect(rtp, target).toBeCloseTo((100 * 36.5) / 37, 10);
        expect(round2(rtp)).toBe(roulette.variants.french!.rtp);
      } else expect(round2(rtp), target).toBe(97.3);
    }
    expect(rouletteReturn(french, 'red', 1_001, 0)).toBe(500);
    expect(rouletteReturn(european, 'red', 1_001, 0)).toBe(0);
    expect(rouletteReturn(french, 'dozen:1', 1_000, 0)).toBe(0);
  });

  it('a paytable off by one entry would be caught', () => {
    // Straight paying 36:1 instead of 35:1.
    const wrong = (rules: typeof european, target: string, amount: number, pocket: number) =>
      target.startsWith('straight') && coveredPockets(target)!.includes(pocket)
        ? amount * 37
        : rouletteReturn(rules, target, amount, pocket);
    expect(round2(rouletteTargetRtp(european, 'straight:7', wrong))).not.toBe(
      roulette.variants.european!.rtp,
    );
  });

  it('pays k-pocket bets 36/k × the stake and spins one of 37 pockets from the seed', () => {
    expect(rouletteReturn(european, 'straight:17', 100, 17)).toBe(3_600);
    expect(rouletteReturn(european, 'split:17-20', 100, 20)).toBe(1_800);
    expect(rouletteReturn(european, 'corner:17-21', 100, 21)).toBe(900);
    expect(rouletteReturn(european, 'line:13', 100, 18)).toBe(600);
    expect(rouletteReturn(european, 'column:2', 100, 35)).toBe(300);
    expect(rouletteReturn(european, 'red', 100, 1)).toBe(200);
    expect(rouletteReturn(european, 'red', 100, 2)).toBe(0);
    const seeds = { serverSeed: '56'.repeat(32), clientSeed: 'r', nonce: 3 };
    const bet = {
      bets: [
        { target: 'straight:0', amount: 10 },
        { target: 'black', amount: 20 },
      ],
    };
    const step = roulette.start('european', bet, new FairRandom(seeds));
    expect(step.state.pocket).toBe(new FairRandom(seeds).int(POCKETS));
    expect(step.payout).toBe(step.state.returns[0]! + step.state.returns[1]!);
  });

  it('parses bets', () => {
    expect(roulette.parseBet('european', { bets: [{ target: 'red', amount: 5 }] }).ok).toBe(true);
    expect(roulette.parseBet('european', { bets: [] }).ok).toBe(false);
    expect(roulette.parseBet('european', { bets: [{ target: 'purple', amount: 5 }] }).ok).toBe(false);
    expect(roulette.parseBet('european', { bets: [{ target: 'red', amount: 0 }] }).ok).toBe(false);
    expect(
      roulette.stake({
        bets: [
          { target: 'red', amount: 5 },
          { target: 'odd', amount: 7 },
        ],
      }),
    ).toBe(12);
  });
});
