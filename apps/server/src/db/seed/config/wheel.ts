import type { LootboxItem } from '@orbit/contract';

const money = (eur: number) => [
  { currency: 'EUR', amount_cents: eur * 100 },
  { currency: 'USD', amount_cents: eur * 100 },
  { currency: 'CAD', amount_cents: eur * 150 },
  { currency: 'AUD', amount_cents: eur * 150 },
  { currency: 'NZD', amount_cents: eur * 160 },
];

const spins = (id: number, weight: number, count: number): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [
    {
      title: `${count} free spins`,
      type: 'freespins',
      attributes: [{ field: 'freespins_count', value: count }],
      result_bonus: [{ field: 'wager', value: 30 }],
    },
  ],
});

const cash = (id: number, weight: number, eur: number): LootboxItem => ({
  id,
  weight,
  prize: false,
  bonuses: [
    {
      title: `€${eur} bonus`,
      type: 'bonus',
      attributes: [{ field: 'bonus_amount', value: money(eur) }],
      result_bonus: [
        { field: 'wager', value: 35 },
        { field: 'max_win', value: money(eur * 10) },
      ],
    },
  ],
});

/** The default wheel: eight segments, weights sum to 100. */
export const WHEEL: LootboxItem[] = [
  spins(1, 30, 10),
  cash(2, 20, 5),
  spins(3, 15, 25),
  cash(4, 12, 10),
  spins(5, 10, 50),
  cash(6, 7, 25),
  spins(7, 5, 100),
  cash(8, 1, 100),
];

/** Group-specific wheels (groups 21, 1308, 1309). */
export const WHEEL_SEGMENTS: Record<string, LootboxItem[]> = {
  '21': [spins(101, 50, 1), cash(102, 50, 1)],
  '1308': [spins(201, 40, 20), cash(202, 30, 10), spins(203, 20, 50), cash(204, 10, 50)],
  '1309': [cash(301, 40, 5), spins(302, 30, 30), cash(303, 20, 20), spins(304, 10, 150)],
};
