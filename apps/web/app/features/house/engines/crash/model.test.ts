import { describe, expect, it } from 'vitest';
import { cashedAt, crashBetPayout, crashPointOf, parseAutoCashout } from './model.ts';

describe('crash model', () => {
  it('reads the auto cash-out as hundredths of the multiplier, 1.01× at least', () => {
    expect(parseAutoCashout('2')).toBe(200);
    expect(parseAutoCashout('2,5')).toBe(250);
    expect(parseAutoCashout(' 1.01× ')).toBe(101);
    expect(parseAutoCashout('')).toBeNull();
    expect(parseAutoCashout('1')).toBeNaN();
    expect(parseAutoCashout('abc')).toBeNaN();
    expect(parseAutoCashout('2.555')).toBeNaN();
  });

  it('pays a bet its cash-out, or its auto cash-out when the round reached it', () => {
    const bet = { stake_cents: 100, payout_cents: 0, bet: { stake: 100, autoCashout: 200 }, view: {} };
    expect(crashBetPayout(bet, 250)).toBe(200);
    expect(crashBetPayout(bet, 199)).toBe(0);
    expect(crashBetPayout({ ...bet, payout_cents: 150 }, 120)).toBe(150);
  });

  it('reads the crash point and a cash-out from views', () => {
    expect(crashPointOf({ crashPoint: 412 })).toBe(412);
    expect(crashPointOf(null)).toBeNull();
    expect(cashedAt({ round_id: 1, cashout: 180 })).toBe(180);
    expect(cashedAt({ cashout: null })).toBeNull();
  });
});
