import { describe, expect, it } from 'vitest';
import {
  BACCARAT_RULES,
  baccarat,
  baccaratReturn,
  baccaratSpotRtps,
  bankerDraws,
  coupOdds,
  playCoup,
} from './baccarat.ts';
import { parseCard } from './cards.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;
const coup = (...names: string[]) => playCoup(names.map(parseCard));

describe('baccarat', () => {
  const odds = coupOdds();

  it('exact 8-deck odds: the textbook figures', () => {
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 10);
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
  });

  it('declares the banker bet exactly: 98.94 % with commission, 98.54 % without', () => {
    for (const [variant, rules] of Object.entries(BACCARAT_RULES)) {
      const rtps = baccaratSpotRtps(rules, odds);
      expect(round2(rtps.banker), variant).toBe(baccarat.variants[variant]!.rtp);
      expect(round2(rtps.player)).toBe(98.76);
      expect(round2(rtps.tie)).toBe(85.64);
    }
  });

  it('the third-card rules', () => {
    // Naturals stand.
    expect(coup('8c', '2d', 'Kh', 'Ks', '5c', '5d').player).toHaveLength(2);
    // Player 5 draws; banker 3 draws unless the player's third is an 8.
    expect(coup('2c', 'Ad', '3h', '2s', '8c', '5d').banker).toHaveLength(2);
    expect(coup('2c', 'Ad', '3h', '2s', '7c', '5d').banker).toHaveLength(3);
    // Player stands on 6: banker draws on 0–5 only.
    expect(coup('3c', '4d', '3h', 'As', '9c').banker).toHaveLength(3);
    expect(coup('3c', '4d', '3h', '2s', '9c').banker).toHaveLength(2);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(2, 8)).toBe(true);
  });

  it('pays: banker 0.95 or 1:2 on six without commission, tie 8:1 and pushes the sides', () => {
    const pb = BACCARAT_RULES['punto-banco-8deck']!;
    const nc = BACCARAT_RULES['no-commission-8deck']!;
    expect(baccaratReturn(pb, 'banker', 1_000, { winner: 'banker', bankerTotal: 7 })).toBe(1_950);
    expect(baccaratReturn(nc, 'banker', 1_000, { winner: 'banker', bankerTotal: 7 })).toBe(2_000);
    expect(baccaratReturn(nc, 'banker', 1_001, { winner: 'banker', bankerTotal: 6 })).toBe(1_501);
    expect(baccaratReturn(pb, 'tie', 100, { winner: 'tie', bankerTotal: 4 })).toBe(900);
    expect(baccaratReturn(pb, 'player', 100, { winner: 'tie', bankerTotal: 4 })).toBe(100);
    expect(baccaratReturn(pb, 'player', 100, { winner: 'player', bankerTotal: 4 })).toBe(200);
    expect(baccaratReturn(pb, 'player', 100, { winner: 'banker', bankerTotal: 4 })).toBe(0);
  });

  it('a changed payout would be caught', () => {
    const wrong = { ...baccaratSpotRtps(BACCARAT_RULES['punto-banco-8deck']!, odds) };
    expect(round2(wrong.tie * (10 / 9))).not.toBe(85.64); // tie 9:1
    const rtps = baccaratSpotRtps({ commission: true }, { ...odds, banker: odds.banker + 0.001 });
    expect(round2(rtps.banker)).not.toBe(baccarat.variants['punto-banco-8deck']!.rtp);
  });

  it('parses spots', () => {
    expect(baccarat.parseBet('punto-banco-8deck', { banker: 10, tie: 1 }).ok).toBe(true);
    expect(baccarat.parseBet('punto-banco-8deck', {}).ok).toBe(false);
    expect(baccarat.parseBet('punto-banco-8deck', { player: -1 }).ok).toBe(false);
    expect(baccarat.stake({ player: 3, tie: 2 })).toBe(5);
  });
});
