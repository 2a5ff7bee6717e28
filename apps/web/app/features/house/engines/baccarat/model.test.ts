import { describe, expect, it } from 'vitest';
import { baccaratBet, chipsTotal, coupOf } from './model.ts';

describe('baccarat model', () => {
  it('bets only the spots with chips', () => {
    expect(baccaratBet({ player: 0, banker: 200, tie: 50 })).toEqual({ banker: 200, tie: 50 });
    expect(chipsTotal({ player: 100, banker: 200, tie: 50 })).toBe(350);
  });

  it('finds the coup in a solo view and in a live outcome', () => {
    const coup = { player: [1, 2], banker: [3, 4], playerTotal: 5, bankerTotal: 9, winner: 'banker' };
    expect(coupOf({ bet: {}, coup })).toEqual(coup);
    expect(coupOf(coup)).toEqual(coup);
    expect(coupOf({ pocket: 3 })).toBeNull();
  });
});
