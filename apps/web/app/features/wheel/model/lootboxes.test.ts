import type { Lootbox } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { makeLootbox } from '../testing.ts';
import { prizesOf, spinsLeft, upsertLootbox, visibleLootboxes, wonItem } from './lootboxes.ts';

describe('the player’s boxes', () => {
  it('a change replaces the box in the list; a new box comes first; no list stays none', () => {
    const a = makeLootbox({ id: 1 });
    const b = makeLootbox({ id: 2 });
    expect(upsertLootbox([a, b], { ...a, stage: 'activated' })?.map((box) => box.stage)).toEqual([
      'activated',
      'issued',
    ]);
    expect(upsertLootbox([a], b)?.map((box) => box.id)).toEqual([2, 1]);
    expect(upsertLootbox(undefined, a)).toBeUndefined();
  });

  it('shows no expired box, and opened ones only on their day', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const boxes: Lootbox[] = [
      makeLootbox({ id: 1, stage: 'expired' }),
      makeLootbox({ id: 2, stage: 'activated', created_at: '2026-11-25T23:00:00Z' }),
      makeLootbox({ id: 3, stage: 'activated', created_at: '2026-11-26T01:00:00Z' }),
      makeLootbox({ id: 4 }),
    ];
    expect(visibleLootboxes(boxes, now).map((box) => box.id)).toEqual([3, 4]);
  });

  it('counts issued wheel boxes as spins, the one expiring first first', () => {
    const boxes = [
      makeLootbox({ id: 1, valid_until: '2026-12-30T00:00:00Z' }),
      makeLootbox({ id: 2, valid_until: '2026-12-01T00:00:00Z', group_key: 'wheel_daily' }),
      makeLootbox({ id: 3, group_key: 'shop_mystery_box' }),
      makeLootbox({ id: 4, stage: 'activated' }),
    ];
    expect(spinsLeft(boxes).map((box) => box.id)).toEqual([2, 1]);
  });

  it('names the won item and what it gives in the box’s currency', () => {
    const box = makeLootbox({ stage: 'activated' });
    expect(wonItem(box)).toBeNull();
    const opened = { ...box, items: box.items.map((item, i) => ({ ...item, prize: i === 1 })) };
    expect(wonItem(opened)?.index).toBe(1);
    expect(prizesOf(opened)).toEqual([
      { type: 'bonus', title: '€5 bonus', amountCents: 750, wager: 35, maxWinCents: null },
    ]);
  });
});
