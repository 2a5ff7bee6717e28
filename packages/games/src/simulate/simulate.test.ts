import { describe, expect, it } from 'vitest';
import type { DiceBet, SoloGame } from '../engine.ts';
import { dice } from '../originals/dice.ts';
import { simulate, simulationServerSeed } from './simulate.ts';

describe('simulate', () => {
  it('is reproducible from its seed and differs between seeds', () => {
    const a = simulate(dice, 'over-under', 2_000, 'seed-a');
    expect(simulate(dice, 'over-under', 2_000, 'seed-a')).toEqual(a);
    expect(simulate(dice, 'over-under', 2_000, 'seed-b').paid).not.toBe(a.paid);
  });

  it('measures paid / staked with its standard error and 95 % interval', () => {
    const r = simulate(dice, 'over-under', 5_000, 'x');
    expect(r.staked).toBe(5_000 * 1_000_000);
    expect(r.rtp).toBeCloseTo((100 * r.paid) / r.staked, 10);
    // A 50 % bet at 1.94×: σ = 0.97 per unit staked.
    expect(r.standardError).toBeCloseTo(97 / Math.sqrt(5_000), 0);
    expect(r.ci95[0]).toBeCloseTo(r.rtp - 1.96 * r.standardError, 10);
  });

  it('uses a hex server seed as is and hashes any other text', () => {
    expect(simulationServerSeed('ab'.repeat(32))).toBe('ab'.repeat(32));
    expect(simulationServerSeed('orbit')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an unknown variant', () => {
    expect(() => simulate(dice as SoloGame<DiceBet, unknown, unknown>, 'nope', 1, 's')).toThrow();
  });
});
