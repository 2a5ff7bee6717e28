import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fair/random.ts';
import { slotLayout, slotsGames, slotVariants } from './index.ts';
import type { SlotGame } from './slot-engine.ts';

const classic = slotsGames['slot-classic'] as SlotGame;
const seeds = (nonce: number) => ({ serverSeed: 'ab'.repeat(32), clientSeed: 'player', nonce });

describe('parseBet', () => {
  it('takes a positive whole stake that is a multiple of the line count', () => {
    expect(classic.parseBet('fruit-5x3-10', { stake: 100 })).toEqual({ ok: true, value: { stake: 100 } });
    expect(classic.parseBet('fruit-3x3-5', { stake: 5 })).toEqual({ ok: true, value: { stake: 5 } });
  });

  it.each([
    [{ stake: 0 }, 'stake_invalid'],
    [{ stake: -10 }, 'stake_invalid'],
    [{ stake: 10.5 }, 'stake_invalid'],
    [{ stake: '10' }, 'stake_invalid'],
    [{ stake: 2 ** 53 }, 'stake_invalid'],
    [{}, 'stake_invalid'],
    [null, 'bet_invalid'],
    ['10', 'bet_invalid'],
    [{ stake: 15 }, 'stake_not_multiple_of_lines'],
  ])('refuses %j (%s)', (input, error) => {
    expect(classic.parseBet('fruit-5x3-10', input)).toEqual({ ok: false, error });
  });

  it("takes a granted free spin's stake whatever the line count", () => {
    expect(classic.parseBet('fruit-5x3-10', { stake: 15, free_spin: true })).toEqual({
      ok: true,
      value: { stake: 15, free_spin: true },
    });
    expect(classic.parseBet('fruit-5x3-10', { stake: 0, free_spin: true })).toEqual({
      ok: false,
      error: 'stake_invalid',
    });
  });

  it('refuses an unknown variant', () => {
    expect(classic.parseBet('nope', { stake: 10 })).toEqual({ ok: false, error: 'variant_unknown' });
  });
});

describe('start', () => {
  it('is one step, decided by the seeds alone, and pays floor(stake × coins / stake coins)', () => {
    const one = classic.start('fruit-5x3-20', { stake: 200 }, new FairRandom(seeds(7)));
    const again = classic.start('fruit-5x3-20', { stake: 200 }, new FairRandom(seeds(7)));
    expect(again).toEqual(one);
    expect(one.done).toBe(true);
    expect(one.payout).toBe((200 * one.state.coins) / 20);
    expect(one.state.base.grid).toHaveLength(5);
    expect(one.state.base.grid.every((reel) => reel.length === 3)).toBe(true);
    expect(classic.view(one.state, true)).toBe(one.state);
  });

  it('a round pays what its wins add up to', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const { state, payout } = classic.start('fruit-5x3-10', { stake: 10 }, new FairRandom(seeds(nonce)));
      const coins = state.base.wins.reduce((sum, w) => sum + w.coins, 0);
      expect(state.coins).toBe(coins);
      expect(payout).toBe(coins);
    }
  });

  it('autoplay stakes a whole number of coins', () => {
    expect(classic.autoplay.bet('fruit-5x3-20', 100)).toEqual({ stake: 100 });
    expect(classic.autoplay.bet('fruit-5x3-20', 1)).toEqual({ stake: 20 });
    expect(classic.parseBet('fruit-5x3-20', classic.autoplay.bet('fruit-5x3-20', 130)).ok).toBe(true);
  });
});

describe('layouts', () => {
  it('name every symbol the reels hold, and line slots list their lines', () => {
    for (const variant of slotVariants) {
      const ids = new Set(variant.symbols.map((s) => s.id));
      for (const strip of [...variant.base.strips, ...variant.free.strips]) {
        for (const symbol of strip) expect(ids.has(symbol), `${variant.id}: ${symbol}`).toBe(true);
      }
      if (variant.lines) {
        expect(variant.lines).toHaveLength(variant.coins);
        for (const line of variant.lines) expect(line).toHaveLength(variant.base.strips.length);
      }
    }
  });
});

describe('registry', () => {
  it('runs exactly the catalogue’s slot variants, each under its engine', () => {
    const variants = (engine: string) =>
      Object.keys((slotsGames as Record<string, SlotGame>)[engine]?.variants ?? {}).sort();
    expect(variants('slot-classic')).toEqual(['fruit-3x3-5', 'fruit-5x3-10', 'fruit-5x3-20']);
    expect(variants('slot-lines')).toEqual([
      'book-10-lines',
      'coin-hold-25',
      'fish-collect-10',
      'lines-20',
      'lines-25',
      'lines-40',
    ]);
    expect(variants('slot-ways')).toEqual(['megaways-117649', 'ways-1024', 'ways-243', 'ways-4096']);
  });

  it('gives the page each variant’s layout', () => {
    expect(slotLayout('fruit-3x3-5')).toMatchObject({ reels: 3, rows: 3, stakeStep: 5 });
    expect(slotLayout('fruit-3x3-5')?.lines).toHaveLength(5);
    expect(slotLayout('ways-1024')).toMatchObject({ reels: 5, rows: 4, lines: null, stakeStep: 1 });
    expect(slotLayout('megaways-117649')).toMatchObject({ reels: 6, rows: 7, minRows: 2 });
    expect(slotLayout('book-10-lines')?.symbols.map((s) => s.id)).toContain('book');
    expect(slotLayout('nope')).toBeUndefined();
  });
});
