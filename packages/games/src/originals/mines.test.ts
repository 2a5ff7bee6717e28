import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { mines, minesMultiplier, minesSurvival } from './mines.ts';

const random = (nonce: number) => new FairRandom({ serverSeed: '12'.repeat(32), clientSeed: 'm', nonce });

describe('mines', () => {
  it('multiplier = 0.97 × C(25,k)/C(25−m,k) floored to the hundredth', () => {
    expect(minesMultiplier(1, 1)).toBe(101); // 0.97 × 25/24 = 1.0104
    expect(minesMultiplier(3, 1)).toBe(110); // 0.97 × 25/22 = 1.1022
    expect(minesMultiplier(24, 1)).toBe(2_425);
    expect(minesMultiplier(1, 24)).toBe(2_425);
    expect(minesMultiplier(5, 20)).toBe(Math.floor(97 * 53_130)); // C(25,20) / C(20,20)
  });

  it('every strategy returns at most the declared 97 %, exactly 97 % before the cent rounding', () => {
    const declared = mines.variants['5x5']!.rtp;
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        const unrounded = minesSurvival(m, k) * (declared / minesSurvival(m, k));
        expect(unrounded).toBeCloseTo(declared, 9);
        const rtp = minesSurvival(m, k) * minesMultiplier(m, k);
        expect(rtp).toBeLessThanOrEqual(declared + 1e-9);
        expect(rtp, `${m} mines, ${k} reveals`).toBeGreaterThan(declared - 1);
      }
    }
    // The autoplay's strategy (1 mine, 20 reveals) loses nothing to rounding.
    expect(minesSurvival(1, 20) * minesMultiplier(1, 20)).toBeCloseTo(declared, 9);
  });

  it('a changed house share would be caught', () => {
    const changed = minesSurvival(1, 20) * Math.floor((98 * 25) / 5);
    expect(changed).not.toBeCloseTo(mines.variants['5x5']!.rtp, 2);
  });

  it('places the mines in start, hides them until done, busts on a mine', () => {
    const step = mines.start('5x5', { stake: 1_000, mines: 3 }, random(1));
    expect(step.done).toBe(false);
    expect(new Set(step.state.field).size).toBe(3);
    expect(mines.view(step.state, false).field).toBeNull();
    const mine = step.state.field[0]!;
    const boom = mines.act!('5x5', step.state, { type: 'reveal', cell: mine });
    expect(boom.done).toBe(true);
    expect(boom.payout).toBe(0);
    expect(mines.view(boom.state, true).field).toEqual(step.state.field);
  });

  it('cashes out after safe reveals and refuses a cash-out before any', () => {
    const step = mines.start('5x5', { stake: 1_000, mines: 3 }, random(2));
    expect(mines.parseAction!('5x5', step.state, { type: 'cashout' }).ok).toBe(false);
    const safe = [...Array(25).keys()].filter((c) => !step.state.field.includes(c));
    let s = mines.act!('5x5', step.state, { type: 'reveal', cell: safe[0]! });
    s = mines.act!('5x5', s.state, { type: 'reveal', cell: safe[1]! });
    expect(mines.parseAction!('5x5', s.state, { type: 'reveal', cell: safe[1]! }).ok).toBe(false);
    expect(mines.view(s.state, false).nextMultiplier).toBe(minesMultiplier(3, 3));
    const out = mines.act!('5x5', s.state, { type: 'cashout' });
    expect(out.done).toBe(true);
    expect(out.payout).toBe(Math.floor((1_000 * minesMultiplier(3, 2)) / 100));
  });

  it('revealing every safe cell cashes out by itself', () => {
    const step = mines.start('5x5', { stake: 100, mines: 24 }, random(3));
    const safe = [...Array(25).keys()].find((c) => !step.state.field.includes(c))!;
    const out = mines.act!('5x5', step.state, { type: 'reveal', cell: safe });
    expect(out.done).toBe(true);
    expect(out.payout).toBe(2_425);
  });

  it('parses 1–24 mines and cells 0–24', () => {
    expect(mines.parseBet('5x5', { stake: 1, mines: 0 }).ok).toBe(false);
    expect(mines.parseBet('5x5', { stake: 1, mines: 25 }).ok).toBe(false);
    expect(mines.parseBet('5x5', { stake: 1, mines: 24 }).ok).toBe(true);
    const step = mines.start('5x5', { stake: 1, mines: 1 }, random(4));
    expect(mines.parseAction!('5x5', step.state, { type: 'reveal', cell: 25 }).ok).toBe(false);
    expect(mines.parseAction!('5x5', step.state, { type: 'dig' }).ok).toBe(false);
  });
});
