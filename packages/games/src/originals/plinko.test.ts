import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { PLINKO_TABLES, plinko, plinkoRtp } from './plinko.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

describe('plinko', () => {
  it('declares the exact binomial RTP of each table', () => {
    for (const [variant, table] of Object.entries(PLINKO_TABLES)) {
      expect(table.multipliers).toHaveLength(table.rows + 1);
      expect(round2(plinkoRtp(table.rows, table.multipliers)), variant).toBe(plinko.variants[variant]!.rtp);
    }
    expect(plinkoRtp(12, PLINKO_TABLES['12-rows-low']!.multipliers)).toBeCloseTo(97.1748046875, 10);
  });

  it('a table with one entry changed no longer matches', () => {
    for (const [variant, table] of Object.entries(PLINKO_TABLES)) {
      for (let k = 0; k <= table.rows; k++) {
        // 0.1× or a tenth of the entry, whichever is more (an edge slot is 1 in 65,536).
        const changed = table.multipliers.map((m, i) => (i === k ? m + Math.max(10, Math.round(m / 10)) : m));
        expect(round2(plinkoRtp(table.rows, changed)), `${variant} slot ${k}`).not.toBe(
          plinko.variants[variant]!.rtp,
        );
      }
    }
  });

  it('tables are symmetric', () => {
    for (const table of Object.values(PLINKO_TABLES))
      expect([...table.multipliers].reverse()).toEqual(table.multipliers);
  });

  it('records the path; the slot is the number of right turns; pays the slot', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const seeds = { serverSeed: '0f'.repeat(32), clientSeed: 'p', nonce };
      const step = plinko.start('16-rows-high', { stake: 1_000 }, new FairRandom(seeds));
      const bits = new FairRandom(seeds).int(2 ** 16);
      expect(step.state.path).toHaveLength(16);
      expect(step.state.path[0]).toBe((bits & 1) === 1);
      expect(step.state.slot).toBe(step.state.path.filter(Boolean).length);
      const multiplier = PLINKO_TABLES['16-rows-high']!.multipliers[step.state.slot]!;
      expect(step.payout).toBe(Math.floor((1_000 * multiplier) / 100));
    }
  });
});
