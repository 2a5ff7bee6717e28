import { VIDEO_POKER_PAYTABLES } from '@orbit/games/tables/video-poker';
import { describe, expect, it } from 'vitest';
import { paytableRows, pokerView, toggleHold } from './model.ts';

describe('video poker model', () => {
  it('lists the paytable from the best hand down, without the losing hand', () => {
    const rows = paytableRows(VIDEO_POKER_PAYTABLES['jacks-or-better-8-5']!);
    expect(rows[0]).toEqual({ hand: 'royal-flush', pays: 800 });
    expect(rows.at(-1)).toEqual({ hand: 'jacks-or-better', pays: 1 });
    expect(rows.some((r) => r.hand === 'nothing')).toBe(false);
  });

  it('toggles one hold at a time', () => {
    expect(toggleHold([false, false, false, false, false], 2)).toEqual([false, false, true, false, false]);
    expect(toggleHold([false, false, true, false, false], 2)).toEqual([false, false, false, false, false]);
  });

  it('reads a view, or an empty hand', () => {
    expect(pokerView({ hand: [1, 2, 3, 4, 5], held: null, result: null }).hand).toHaveLength(5);
    expect(pokerView(null).hand).toEqual([]);
  });
});
