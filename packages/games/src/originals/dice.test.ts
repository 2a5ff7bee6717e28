import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { DICE_OUTCOMES, dice, diceMultiplier, winningRolls } from './dice.ts';

const seeds = (nonce: number) => ({ serverSeed: 'ab'.repeat(32), clientSeed: 'test', nonce });

/** Exact RTP (percent) of a target with a given house share in basis points. */
function exactRtp(target: number, over: boolean, basisPoints = 9_700): number {
  const winning = winningRolls({ target, over });
  return 100 * (winning / DICE_OUTCOMES) * (basisPoints / winning);
}

describe('dice', () => {
  it('pays every allowed target exactly 97 %', () => {
    for (let target = 100; target <= 9_800; target++) {
      const { numerator, denominator } = diceMultiplier({ target, over: false });
      expect((denominator / DICE_OUTCOMES) * (numerator / denominator) * 100).toBeCloseTo(97, 10);
      expect(exactRtp(target, true)).toBeCloseTo(dice.variants['over-under']!.rtp, 10);
    }
  });

  it('a multiplier table off by one point no longer matches the declared RTP', () => {
    expect(exactRtp(5_000, false, 9_800)).not.toBeCloseTo(dice.variants['over-under']!.rtp, 2);
  });

  it('accepts targets giving 1 %–98 % and refuses the rest', () => {
    const parse = (target: number, over: boolean) =>
      dice.parseBet('over-under', { stake: 100, target, over }).ok;
    expect(parse(100, false)).toBe(true);
    expect(parse(99, false)).toBe(false);
    expect(parse(9_800, false)).toBe(true);
    expect(parse(9_801, false)).toBe(false);
    expect(parse(9_899, true)).toBe(true); // rolls 9900–9999 win: 1 %
    expect(parse(9_900, true)).toBe(false);
    expect(parse(199, true)).toBe(true); // 98 %
    expect(parse(198, true)).toBe(false);
    expect(parse(50.5, true)).toBe(false);
    expect(dice.parseBet('over-under', { stake: 0, target: 5000, over: true }).ok).toBe(false);
  });

  it('wins under on roll < target, pays stake × 9700 / winning rolls floored', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const bet = { stake: 1_001, target: 5_000, over: false };
      const step = dice.start('over-under', bet, new FairRandom(seeds(nonce)));
      const roll = new FairRandom(seeds(nonce)).int(DICE_OUTCOMES);
      expect(step.state.roll).toBe(roll);
      expect(step.done).toBe(true);
      expect(step.payout).toBe(roll < 5_000 ? Math.floor((1_001 * 9_700) / 5_000) : 0);
    }
  });
});
