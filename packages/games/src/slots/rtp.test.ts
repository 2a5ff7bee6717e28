import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { evaluateLines } from './evaluate.ts';
import { exactFigures } from './exact.ts';
import { slotVariants } from './index.ts';
import { playRound } from './play.ts';
import { windowAt } from './reels.ts';
import type { SlotVariant } from './variant.ts';

/**
 * Declared RTPs are true: exact figures where the math allows (equal at two decimals), and
 * for every variant a sample of real rounds (the HMAC stream) whose 99.9 % confidence
 * interval holds the declared figure. The long runs behind simulated figures are
 * `measure.ts`, run by hand.
 */

const SAMPLE = 30_000;
const Z_999 = 3.2905;

function sample(variant: SlotVariant, rounds: number) {
  const random = new FairRandom({ serverSeed: 'c0ffee'.padEnd(64, '0'), clientSeed: variant.id, nonce: 0 });
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < rounds; i++) {
    const x = playRound(random, variant, variant.coins).coins / variant.coins;
    sum += x;
    sumSq += x * x;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(sumSq / rounds - mean * mean);
  return { rtp: 100 * mean, halfWidth: (100 * Z_999 * sd) / Math.sqrt(rounds) };
}

/** The variant with one paytable entry raised by one coin. */
function withPay(variant: SlotVariant, symbol: string, count: number, delta: number): SlotVariant {
  const table = [...(variant.rules.pays[symbol] ?? [])];
  table[count - 1] = (table[count - 1] ?? 0) + delta;
  return { ...variant, rules: { ...variant.rules, pays: { ...variant.rules.pays, [symbol]: table } } };
}

describe.each(slotVariants.map((v) => [v.id, v] as const))('%s', (_id, variant) => {
  const exact = exactFigures(variant);

  it('declares its exact RTP (to two decimals)', () => {
    expect(Math.abs(exact.rtp - variant.rtp)).toBeLessThan(0.005);
  });

  it('a paytable changed by one entry no longer matches the declared RTP', () => {
    const symbol = variant.symbols.find((s) => s.kind === 'regular')!.id;
    const changed = exactFigures(withPay(variant, symbol, 3, 1));
    expect(Math.abs(changed.rtp - variant.rtp)).toBeGreaterThan(0.005);
  });

  it('a sample of rounds has the declared RTP inside its 99.9 % confidence interval', () => {
    const { rtp, halfWidth } = sample(variant, SAMPLE);
    expect(Math.abs(rtp - variant.rtp)).toBeLessThan(halfWidth);
  });
});

describe('exact line math', () => {
  it('fruit-3x3-5: every reel-stop combination, counted one by one, gives the same RTP', () => {
    const variant = slotVariants.find((v) => v.id === 'fruit-3x3-5')!;
    const [a, b, c] = variant.base.strips as [string[], string[], string[]];
    let coins = 0;
    for (let i = 0; i < a.length; i++) {
      for (let j = 0; j < b.length; j++) {
        for (let k = 0; k < c.length; k++) {
          const grid = [windowAt(a, i, 3), windowAt(b, j, 3), windowAt(c, k, 3)];
          for (const win of evaluateLines(grid, variant.lines!, variant.rules)) coins += win.coins;
        }
      }
    }
    const rtp = (100 * coins) / (a.length * b.length * c.length) / variant.coins;
    expect(rtp).toBeCloseTo(exactFigures(variant).rtp, 9);
  });
});
