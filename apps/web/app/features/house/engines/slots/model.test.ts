import { describe, expect, it } from 'vitest';
import { freeSpinsRound, sevensSpin, slotRound } from './fixtures.ts';
import { coinsToCents, playbackFrames, winningCells, winParts } from './model.ts';

describe('slot model', () => {
  it('lights the cells the wins run through', () => {
    expect([...winningCells(sevensSpin.wins)].sort()).toEqual(['0:1', '1:1', '2:1']);
    expect(winningCells([]).size).toBe(0);
  });

  it('pays coins as the engine does: stake × coins / stake coins, rounded down', () => {
    expect(coinsToCents(140, { stake: 100, stakeCoins: 5 })).toBe(2800);
    expect(coinsToCents(1, { stake: 10, stakeCoins: 3 })).toBe(3);
  });

  it('plays the base spin, then each free spin in turn', () => {
    expect(playbackFrames(slotRound()).map((f) => f.kind)).toEqual(['base']);
    const frames = playbackFrames(freeSpinsRound);
    expect(frames.map((f) => f.kind)).toEqual(['base', 'free', 'free']);
    expect(frames[2]).toMatchObject({ kind: 'free', index: 2, total: 2 });
  });

  it('builds the hold feature grids coin by coin', () => {
    const frames = playbackFrames(
      slotRound({
        hold: {
          start: [{ position: [0, 0], coins: 5 }],
          respins: [
            { landed: [{ position: [2, 2], coins: 10 }], respinsLeft: 3 },
            { landed: [], respinsLeft: 2 },
          ],
          grand: 0,
          coins: 15,
        },
      }),
    );
    expect(frames.map((f) => f.kind)).toEqual(['base', 'hold', 'hold', 'hold']);
    const last = frames[3];
    expect(last?.kind === 'hold' ? last.grid : null).toEqual([
      [5, null, null],
      [null, null, null],
      [null, null, 10],
    ]);
  });

  it('describes each kind of win', () => {
    expect(winParts(sevensSpin.wins[0]!)).toEqual({
      key: 'house.slots.wins.line',
      values: { line: 1, count: 3 },
    });
    expect(
      winParts({ kind: 'ways', symbol: 'ace', count: 4, ways: 12, positions: [], coins: 3 }).values,
    ).toEqual({ ways: 12, count: 4 });
  });
});
