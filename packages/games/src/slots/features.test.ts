import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { exactFigures } from './exact.ts';
import { book10, coinHold25, fishCollect10, lines20 } from './lines.ts';
import { coinsToMinor, playRound } from './play.ts';
import type { SlotRound, SpinResult } from './types.ts';
import { defineVariant, type SlotVariant } from './variant.ts';
import { megaways, ways243 } from './ways.ts';

const random = (nonce: number, clientSeed = 'features') =>
  new FairRandom({ serverSeed: '5e'.repeat(32), clientSeed, nonce });

/** The first round (by nonce) that `wanted` accepts. */
function findRound(variant: SlotVariant, wanted: (round: SlotRound) => boolean, tries = 20_000): SlotRound {
  for (let nonce = 0; nonce < tries; nonce++) {
    const round = playRound(random(nonce), variant, variant.coins);
    if (wanted(round)) return round;
  }
  throw new Error(`${variant.id}: no such round in ${tries}`);
}

const sumCoins = (spin: SpinResult) => spin.wins.reduce((sum, w) => sum + w.coins, 0);

describe('scatter free spins (lines-20)', () => {
  const round = findRound(lines20, (r) => r.freeSpins !== null);
  const free = round.freeSpins!;

  it('plays every awarded spin, retriggers included, at the multiplier', () => {
    const triggered = lines20.scatter!.spins[round.base.wins.find((w) => w.kind === 'scatter')!.count - 1]!;
    expect(free.awarded).toBe(triggered + free.spins.reduce((sum, s) => sum + s.retrigger, 0));
    expect(free.spins).toHaveLength(free.awarded);
    for (const spin of free.spins) {
      expect(spin.multiplier).toBe(2);
      expect(spin.coins).toBe(sumCoins(spin));
      for (const win of spin.wins) {
        if (win.kind === 'line') expect(win.coins).toBe(2 * lines20.rules.pays[win.symbol]![win.count - 1]!);
      }
    }
    expect(free.coins).toBe(free.spins.reduce((sum, s) => sum + s.coins, 0));
    expect(round.coins).toBe(round.base.coins + free.coins);
    expect(round.payout).toBe((round.stake * round.coins) / 20);
  });

  it('stops at the variant’s maximum however often it retriggers', () => {
    const always = defineVariant({
      id: 'always',
      rtp: 0,
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'scatter', kind: 'scatter' },
      ],
      lines: [[0, 0, 0]],
      rows: 1,
      reels: [{ scatter: 1 }, { scatter: 1 }, { scatter: 1 }],
      pays: { a: [0, 0, 1] },
      scatter: { symbol: 'scatter', pays: [0, 0, 1], spins: [0, 0, 10], multiplier: 1 },
      maxFreeSpins: 25,
    });
    const capped = playRound(random(1), always, 1);
    expect(capped.freeSpins?.awarded).toBe(25);
    expect(capped.freeSpins?.spins).toHaveLength(25);
    expect(capped.coins).toBe(26);
  });
});

describe('book free spins', () => {
  it('draw one regular symbol that expands over every reel it lands on and pays on all lines', () => {
    const round = findRound(book10, (r) =>
      (r.freeSpins?.spins ?? []).some((s) => s.wins.some((w) => w.kind === 'expand')),
    );
    const free = round.freeSpins!;
    const symbol = free.expanding!;
    expect(book10.symbols.find((s) => s.id === symbol)?.kind).toBe('regular');
    for (const spin of free.spins) {
      const reels = spin.grid.filter((cells) => cells.includes(symbol)).length;
      const pay = book10.rules.pays[symbol]![reels - 1] ?? 0;
      const expand = spin.wins.find((w) => w.kind === 'expand');
      if (pay > 0) {
        expect(expand).toMatchObject({ symbol, count: reels, coins: pay * 10 });
        expect(expand!.positions).toHaveLength(reels * 3);
      } else {
        expect(expand).toBeUndefined();
      }
    }
  });
});

describe('coin hold and respin', () => {
  const round = findRound(coinHold25, (r) => r.hold !== null);
  const hold = round.hold!;

  it('starts from the base grid’s coins with their values', () => {
    const coins = round.base.grid.flatMap((cells, reel) =>
      cells.flatMap((s, row) => (s === 'coin' ? [[reel, row]] : [])),
    );
    expect(coins.length).toBeGreaterThanOrEqual(6);
    expect(hold.start.map((c) => c.position)).toEqual(coins);
    for (const c of hold.start) expect(c.coins).toBe(round.base.values![`${c.position[0]}:${c.position[1]}`]);
  });

  it('resets the respins on every landing, ends at none left or a full grid, and pays every value', () => {
    let left = 3;
    for (const respin of hold.respins) {
      left = respin.landed.length > 0 ? 3 : left - 1;
      expect(respin.respinsLeft).toBe(left);
    }
    const filled = hold.start.length + hold.respins.reduce((n, r) => n + r.landed.length, 0);
    expect(filled === 15 || hold.respins.at(-1)!.respinsLeft === 0).toBe(true);
    const values =
      hold.start.reduce((s, c) => s + c.coins, 0) +
      hold.respins.reduce((s, r) => s + r.landed.reduce((t, c) => t + c.coins, 0), 0);
    expect(hold.coins).toBe(values + (filled === 15 ? 25_000 : 0));
    expect(round.coins).toBe(round.base.coins + hold.coins);
  });

  it('a full grid wins the grand prize', () => {
    const full = {
      ...coinHold25,
      base: { ...coinHold25.base, strips: coinHold25.base.strips.map(() => ['coin']) },
    };
    const result = playRound(random(3), full, 25).hold!;
    expect(result.respins).toEqual([]);
    expect(result.grand).toBe(25_000);
    expect(result.coins).toBe(25_000 + result.start.reduce((s, c) => s + c.coins, 0));
  });
});

describe('fish collect', () => {
  it('each fisher takes the sum of the fish values on the grid', () => {
    const round = findRound(fishCollect10, (r) =>
      (r.freeSpins?.spins ?? []).some((s) => s.wins.some((w) => w.kind === 'collect')),
    );
    for (const spin of round.freeSpins!.spins) {
      const fishers = spin.grid.flat().filter((s) => s === 'fisher').length;
      const fish = Object.values(spin.values ?? {}).reduce((a, b) => a + b, 0);
      const collect = spin.wins.find((w) => w.kind === 'collect');
      if (fishers > 0 && fish > 0) expect(collect).toMatchObject({ count: fishers, coins: fishers * fish });
      else expect(collect).toBeUndefined();
      expect(spin.grid[4]!.includes('fish')).toBe(false);
      expect(spin.grid.slice(0, 4).flat().includes('fisher')).toBe(false);
    }
  });
});

describe('ways', () => {
  it('megaways: each reel shows 2–7 symbols and no win has more ways than the grid', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const { base } = playRound(random(nonce), megaways, 50);
      expect(base.heights).toHaveLength(6);
      base.heights!.forEach((h, reel) => {
        expect(h).toBeGreaterThanOrEqual(2);
        expect(h).toBeLessThanOrEqual(7);
        expect(base.grid[reel]).toHaveLength(h);
      });
      const all = base.heights!.reduce((a, b) => a * b, 1);
      for (const win of base.wins) if (win.kind === 'ways') expect(win.ways).toBeLessThanOrEqual(all);
    }
  });

  it('a ways stake need not be a multiple of its coins: the payout is floored once', () => {
    const round = findRound(ways243, (r) => r.coins % 25 !== 0);
    const odd = playRound(random(0), ways243, 7);
    expect(odd.payout).toBe(Math.floor((7 * odd.coins) / 25));
    expect(coinsToMinor(7, round.coins, 25)).toBe(Math.floor((7 * round.coins) / 25));
    expect(coinsToMinor(2 ** 53 - 1, 3, 3)).toBe(2 ** 53 - 1);
  });
});

describe('exact figures, checked by hand', () => {
  it('three one-row reels of [a b b b]: a line of three a pays 8, so RTP = 8 / 64', () => {
    const tiny = defineVariant({
      id: 'tiny',
      rtp: 0,
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'b', kind: 'regular' },
      ],
      lines: [[0, 0, 0]],
      rows: 1,
      reels: [
        { a: 1, b: 3 },
        { a: 1, b: 3 },
        { a: 1, b: 3 },
      ],
      pays: { a: [0, 0, 8] },
    });
    expect(exactFigures(tiny).rtp).toBeCloseTo(12.5, 12);
  });

  it('free spins: a trigger of 2 spins at 1/64 that can retrigger plays (2/64)/(1 − 2/64) spins a round', () => {
    const reels = [
      { scatter: 1, x: 3 },
      { scatter: 1, x: 3 },
      { scatter: 1, x: 3 },
    ];
    const variant = defineVariant({
      id: 'wald',
      rtp: 0,
      symbols: [
        { id: 'x', kind: 'regular' },
        { id: 'scatter', kind: 'scatter' },
      ],
      lines: [[0, 0, 0]],
      rows: 1,
      reels,
      pays: {},
      scatter: { symbol: 'scatter', pays: [0, 0, 4], spins: [0, 0, 2], multiplier: 3 },
    });
    // each spin pays 4/64 coins; a round: 4/64 + (2/62) × 3 × 4/64
    expect(exactFigures(variant).rtp).toBeCloseTo(100 * (4 / 64) * (1 + (3 * 2) / 62), 12);
  });

  it('ways: two reels of [a b] shown whole always make exactly one way of two a', () => {
    const variant = defineVariant({
      id: 'ways',
      rtp: 0,
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'b', kind: 'regular' },
      ],
      coins: 10,
      rows: 2,
      reels: [
        { a: 1, b: 1 },
        { a: 1, b: 1 },
      ],
      pays: { a: [0, 5] },
    });
    expect(exactFigures(variant).rtp).toBeCloseTo(50, 12);
    expect(playRound(random(0), variant, 10).coins).toBe(5);
  });
});
