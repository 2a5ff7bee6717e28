import { describe, expect, it } from 'vitest';
import { isWinItem, prependWin, safeGamePath, type WinItem } from './wins.ts';

const win = (at: number, over: Partial<WinItem> = {}): WinItem => ({
  at,
  nickname: 'ann',
  game_identifier: 'orbit/dice',
  game_title: 'Dice',
  game_table_image_path: '/art/orbit/dice.svg',
  game_table_url: '/play/orbit/dice',
  bet_amount_cents: 100,
  win_amount_cents: 2_000,
  humanized_win: '20.0x',
  currency: 'EUR',
  ...over,
});

describe('the wins feed', () => {
  it('puts a live win first and keeps the last ten', () => {
    let list: WinItem[] = Array.from({ length: 10 }, (_, i) => win(100 - i));
    list = prependWin(list, win(200));
    expect(list).toHaveLength(10);
    expect(list[0]?.at).toBe(200);
    expect(list[9]?.at).toBe(92);
  });

  it('does not repeat a win it already lists, and starts from nothing', () => {
    expect(prependWin([win(1), win(2)], win(2)).map((w) => w.at)).toEqual([2, 1]);
    expect(prependWin(undefined, win(3))).toEqual([win(3)]);
  });

  it('takes only events with what it shows', () => {
    expect(isWinItem(win(1))).toBe(true);
    expect(isWinItem({ ...win(1), win_amount_cents: 'lots' })).toBe(false);
    expect(isWinItem({ ...win(1), nickname: undefined })).toBe(false);
    expect(isWinItem('wins')).toBe(false);
  });

  it('follows only paths of this site', () => {
    expect(safeGamePath('/play/orbit/dice')).toBe('/play/orbit/dice');
    expect(safeGamePath('//evil.example/x')).toBeNull();
    expect(safeGamePath('javascript:alert(1)')).toBeNull();
    expect(safeGamePath('https://evil.example')).toBeNull();
  });
});
