import { describe, expect, it } from 'vitest';
import type { LootboxItem } from '../config.ts';
import { availableWheelSpins, isLootboxShown, isWheelSpin, lootboxPrizes } from './lootboxes.ts';

const spins: LootboxItem = {
  id: 1,
  weight: 4000,
  prize: false,
  bonuses: [
    {
      title: '10 free spins',
      type: 'freespins',
      attributes: [{ field: 'freespins_count', value: 10 }],
      result_bonus: [
        { field: 'wager', value: 30 },
        { field: 'max_win', value: [{ currency: 'EUR', amount_cents: 100_000 }] },
      ],
    },
  ],
};
const cash: LootboxItem = {
  id: 2,
  weight: 1,
  prize: false,
  bonuses: [
    {
      title: '€5 bonus',
      type: 'bonus',
      attributes: [{ field: 'bonus_amount', value: [{ currency: 'EUR', amount_cents: 500 }] }],
      result_bonus: [{ field: 'wager', value: 3 }],
    },
  ],
};

describe('lootbox rules', () => {
  it('wheel spins are the group keys starting manual_wheel or wheel', () => {
    expect(isWheelSpin('manual_wheel_shop')).toBe(true);
    expect(isWheelSpin('wheel_daily')).toBe(true);
    expect(isWheelSpin('shop_mystery_box')).toBe(false);
    expect(isWheelSpin('chance')).toBe(false);
  });

  it('hides expired boxes and shows activated ones only on the day they were made', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const box = (stage: string, created: string) => ({ stage, group_key: 'wheel', created_at: created });
    expect(isLootboxShown(box('issued', '2026-01-01T00:00:00Z'), now)).toBe(true);
    expect(isLootboxShown(box('canceled', '2026-01-01T00:00:00Z'), now)).toBe(true);
    expect(isLootboxShown(box('expired', '2026-03-10T01:00:00Z'), now)).toBe(false);
    expect(isLootboxShown(box('activated', '2026-03-10T00:00:00Z'), now)).toBe(true);
    expect(isLootboxShown(box('activated', '2026-03-09T23:59:59Z'), now)).toBe(false);
  });

  it('counts issued wheel boxes as spins', () => {
    const boxes = [
      { stage: 'issued', group_key: 'manual_wheel_shop', created_at: '' },
      { stage: 'activated', group_key: 'wheel', created_at: '' },
      { stage: 'issued', group_key: 'shop_mystery_box', created_at: '' },
    ];
    expect(availableWheelSpins(boxes)).toEqual([boxes[0]]);
  });

  it('reads an item’s prize in the currency, with its wager and max win', () => {
    expect(lootboxPrizes(spins, 'EUR')).toEqual([
      { type: 'freespins', title: '10 free spins', count: 10, wager: 30, maxWinCents: 100_000 },
    ]);
    expect(lootboxPrizes(spins, 'CAD')).toEqual([
      { type: 'freespins', title: '10 free spins', count: 10, wager: 30, maxWinCents: null },
    ]);
    expect(lootboxPrizes(cash, 'EUR')).toEqual([
      { type: 'bonus', title: '€5 bonus', amountCents: 500, wager: 3, maxWinCents: null },
    ]);
  });

  it('an item without money in the currency cannot be paid; one without bonuses is no prize', () => {
    expect(lootboxPrizes(cash, 'CAD')).toBeNull();
    expect(
      lootboxPrizes({ ...spins, bonuses: [{ ...spins.bonuses[0]!, attributes: [] }] }, 'EUR'),
    ).toBeNull();
    expect(lootboxPrizes({ ...cash, bonuses: [] }, 'EUR')).toEqual([]);
  });
});
