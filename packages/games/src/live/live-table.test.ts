import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { dealCoup } from '../tables/baccarat.ts';
import { GAME_SHOW_COUNTS, GAME_SHOW_SEGMENTS, GAME_SHOW_WHEEL, gameShowSegmentRtp } from './game-show.ts';
import { liveTable } from './live-table.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;
const seeds = (nonce: number) => ({ serverSeed: 'de'.repeat(32), clientSeed: 'live', nonce });

describe('live table: game show', () => {
  it('the wheel has 50 pockets with each segment its count, spread out', () => {
    expect(GAME_SHOW_WHEEL).toHaveLength(50);
    for (const s of GAME_SHOW_SEGMENTS)
      expect(GAME_SHOW_WHEEL.filter((x) => x === s)).toHaveLength(GAME_SHOW_COUNTS[s]);
    // No two 40s or 20s side by side.
    for (let i = 0; i < 50; i++)
      if (['20', '40'].includes(GAME_SHOW_WHEEL[i]!))
        expect(['20', '40']).not.toContain(GAME_SHOW_WHEEL[(i + 1) % 50]);
  });

  it('declares the best segment exactly (5 pays 5:1 on 8 of 50 = 96.00 %), inside 95.4–96.1 %', () => {
    const rtps = GAME_SHOW_SEGMENTS.map((s) => gameShowSegmentRtp(s));
    expect(rtps.map(round2)).toEqual([84, 84, 96, 88, 84, 82]);
    const declared = liveTable.variants['game-show']!.rtp;
    expect(Math.max(...rtps)).toBe(declared);
    expect(declared).toBeGreaterThanOrEqual(95.4);
    expect(declared).toBeLessThanOrEqual(96.1);
  });

  it('a wheel with one count changed would be caught', () => {
    for (const s of GAME_SHOW_SEGMENTS) {
      const changed = { ...GAME_SHOW_COUNTS, [s]: GAME_SHOW_COUNTS[s] + 1 };
      const best = Math.max(...GAME_SHOW_SEGMENTS.map((x) => gameShowSegmentRtp(x, changed)));
      expect(round2(best), s).not.toBe(liveTable.variants['game-show']!.rtp);
    }
  });

  it('settles segment bets at their number to 1', () => {
    const bet = {
      bets: [
        { segment: '10', amount: 7 },
        { segment: '1', amount: 5 },
      ],
    };
    expect(
      liveTable.settle('game-show', bet, { game: 'game-show', pocket: 0, segment: '10' }, undefined),
    ).toBe(77);
    expect(
      liveTable.settle('game-show', bet, { game: 'game-show', pocket: 0, segment: '1' }, undefined),
    ).toBe(10);
    expect(
      liveTable.settle('game-show', bet, { game: 'game-show', pocket: 0, segment: '40' }, undefined),
    ).toBe(0);
    expect(liveTable.stake(bet)).toBe(12);
    expect(liveTable.parseBet('game-show', { bets: [{ segment: 'bonus', amount: 1 }] }).ok).toBe(false);
    expect(
      liveTable.parseBet('game-show', {
        bets: [
          { segment: '2', amount: 1 },
          { segment: '2', amount: 1 },
        ],
      }).ok,
    ).toBe(false);
  });

  it('draws the pocket from the seed', () => {
    const outcome = liveTable.draw('game-show', new FairRandom(seeds(1)));
    const pocket = new FairRandom(seeds(1)).int(50);
    expect(outcome).toEqual({ game: 'game-show', pocket, segment: GAME_SHOW_WHEEL[pocket] });
  });
});

describe('live table: roulette and baccarat reuse the table math', () => {
  it('roulette: European rules, every bet 97.30 %', () => {
    const bet = {
      bets: [
        { target: 'straight:7', amount: 10 },
        { target: 'red', amount: 10 },
      ],
    };
    expect(liveTable.parseBet('roulette', bet).ok).toBe(true);
    expect(liveTable.stake(bet)).toBe(20);
    expect(liveTable.settle('roulette', bet, { game: 'roulette', pocket: 7 }, undefined)).toBe(380);
    expect(liveTable.settle('roulette', bet, { game: 'roulette', pocket: 0 }, undefined)).toBe(0); // no la partage
    expect(liveTable.draw('roulette', new FairRandom(seeds(2)))).toEqual({
      game: 'roulette',
      pocket: new FairRandom(seeds(2)).int(37),
    });
  });

  it('baccarat: punto banco with commission', () => {
    const outcome = liveTable.draw('baccarat', new FairRandom(seeds(3)));
    expect(outcome).toEqual({ game: 'baccarat', coup: dealCoup(new FairRandom(seeds(3))) });
    const bet = { banker: 100, tie: 10 };
    expect(liveTable.stake(bet)).toBe(110);
    const coup = { player: [], banker: [], playerTotal: 3, bankerTotal: 7, winner: 'banker' as const };
    expect(liveTable.settle('baccarat', bet, { game: 'baccarat', coup }, undefined)).toBe(195);
    expect(liveTable.parseBet('baccarat', { dragon: 5 }).ok).toBe(false);
  });
});
