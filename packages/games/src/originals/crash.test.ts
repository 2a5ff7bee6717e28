import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { CRASH_MAX, crash, crashMultiplierAt, crashPointFrom, crashSurvival, crashTimeOf } from './crash.ts';

describe('crash', () => {
  it('every cash-out target returns 97 % (P(crash ≥ m) = 97 / m)', () => {
    for (const m of [101, 150, 200, 333, 1_000, 10_000, 123_456, CRASH_MAX]) {
      // 32-bit draws: off by at most m / 2^32 (2.3e-4 at the cap).
      expect(crashSurvival(m) * m).toBeCloseTo(crash.variants.standard!.rtp, 3);
    }
  });

  it('the crash point inverts the survival function at its edges', () => {
    const two32 = 2 ** 32;
    expect(crashPointFrom(0)).toBe(100); // 0.97 → crashes at once
    // k with 2^32 − k = floor(97·2^32/200) is the first draw reaching 2.00×.
    const edge = two32 - Math.floor((97 * two32) / 200);
    expect(crashPointFrom(edge)).toBe(200);
    expect(crashPointFrom(edge - 1)).toBe(199);
    expect(crashPointFrom(two32 - 1)).toBe(CRASH_MAX);
  });

  it('a changed house share would be caught', () => {
    // 98 / m instead of 97 / m: the same check fails.
    expect((Math.floor((98 * 2 ** 32) / 200) / 2 ** 32) * 200).not.toBeCloseTo(
      crash.variants.standard!.rtp,
      2,
    );
  });

  it('settles at the hand cash-out, else the auto cash-out, only up to the crash point', () => {
    const outcome = { crashPoint: 250 };
    expect(crash.settle('standard', { stake: 1_000 }, outcome, 249)).toBe(2_490);
    expect(crash.settle('standard', { stake: 1_000 }, outcome, 250)).toBe(2_500);
    expect(crash.settle('standard', { stake: 1_000 }, outcome, 251)).toBe(0);
    expect(crash.settle('standard', { stake: 1_000, autoCashout: 200 }, outcome, null)).toBe(2_000);
    expect(crash.settle('standard', { stake: 1_000, autoCashout: 300 }, outcome, null)).toBe(0);
    expect(crash.settle('standard', { stake: 1_000 }, outcome, null)).toBe(0);
    expect(crash.settle('standard', { stake: 999, autoCashout: 101 }, outcome, null)).toBe(1_008);
    expect(crash.settle('standard', { stake: 999 }, outcome, 100)).toBe(999); // cashed out at the start
    expect(crash.settle('standard', { stake: 999 }, { crashPoint: 100 }, 101)).toBe(0);
  });

  it('parses the bet: auto cash-out 1.01×–cap', () => {
    expect(crash.parseBet('standard', { stake: 5 }).ok).toBe(true);
    expect(crash.parseBet('standard', { stake: 5, autoCashout: 101 }).ok).toBe(true);
    expect(crash.parseBet('standard', { stake: 5, autoCashout: 100 }).ok).toBe(false);
    expect(crash.parseBet('standard', { stake: 5, autoCashout: 1.5 }).ok).toBe(false);
    expect(crash.parseBet('standard', { stake: -5 }).ok).toBe(false);
  });

  it('draws from the round seed', () => {
    const seeds = { serverSeed: 'cd'.repeat(32), clientSeed: 'round', nonce: 7 };
    const k = new FairRandom(seeds).nextUint32();
    expect(crash.draw('standard', new FairRandom(seeds)).crashPoint).toBe(crashPointFrom(k));
  });

  it('growth curve and its inverse agree', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    // e^(0.00006 t) = 2 at t = ln 2 / 0.00006 ≈ 11552.5 ms.
    expect(crashTimeOf(200)).toBe(11_553);
    for (const m of [101, 150, 200, 1_000, 12_345, CRASH_MAX]) {
      const t = crashTimeOf(m);
      expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(m);
      expect(crashMultiplierAt(t - 1)).toBeLessThan(m);
    }
  });
});
