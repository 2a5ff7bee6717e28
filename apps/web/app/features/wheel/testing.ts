/** Test data for the wheel feature's tests (not imported by the app). */
import type { Lootbox, LootboxItem } from '@orbit/contract';

const money = (cents: number) => [
  { currency: 'EUR', amount_cents: cents },
  { currency: 'CAD', amount_cents: Math.round(cents * 1.5) },
];

export const spinsItem = (id: number, weight: number, count: number): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [
    {
      title: `${count} free spins`,
      type: 'freespins',
      attributes: [{ field: 'freespins_count', value: count }],
      result_bonus: [
        { field: 'wager', value: 30 },
        { field: 'max_win', value: money(count * 500) },
      ],
    },
  ],
});

export const cashItem = (id: number, weight: number, cents: number): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [
    {
      title: `€${cents / 100} bonus`,
      type: 'bonus',
      attributes: [{ field: 'bonus_amount', value: money(cents) }],
      result_bonus: [{ field: 'wager', value: 35 }],
    },
  ],
});

export const nothingItem = (id: number, weight: number): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [],
});

/**
 * An issued CAD wheel spin of three segments, created now and valid for 30 days: an opened box is
 * shown only on the day it was created, so a fixed date would fail the day after it was written.
 */
export function makeLootbox(over: Partial<Lootbox> = {}): Lootbox {
  const now = Date.now();
  return {
    id: 1,
    title: 'A spin of the prize wheel',
    group_key: 'manual_wheel_shop',
    stage: 'issued',
    strategy: 'random',
    currency: 'CAD',
    display: 1,
    created_at: new Date(now).toISOString(),
    valid_until: new Date(now + 30 * 86_400_000).toISOString(),
    items: [spinsItem(1, 4000, 10), cashItem(2, 4000, 500), spinsItem(3, 2000, 50)],
    weight: 10_000,
    draw: null,
    gift_id: null,
    ...over,
  };
}
