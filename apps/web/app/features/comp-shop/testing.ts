/** Cards and comp points as the server answers them, for this feature's tests. Not imported by the app. */
import type { CompCard, CompExchangeResult } from '@orbit/contract';
import type { ShopCard } from './model/shop.ts';

export const moneyCard = (overrides: Partial<CompCard> = {}): CompCard => ({
  group: 'comp_cash_5',
  title: '€5 real money',
  wager: 0,
  rate: { points: 500 },
  rates: [
    { points: 500, currency: 'EUR', amount_cents: 500 },
    { points: 500, currency: 'CAD', amount_cents: 750 },
  ],
  games: [],
  badge: 'popular',
  special: false,
  ...overrides,
});

export const spinsCard = (overrides: Partial<CompCard> = {}): CompCard => ({
  group: 'comp_spins_10',
  title: '10 free spins on Copper Fountain',
  wager: 10,
  rate: { points: 150, freespins_count: 10 },
  games: ['orchard-reels:copper-fountain'],
  badge: 'new',
  special: false,
  ...overrides,
});

export const wheelCard = (overrides: Partial<CompCard> = {}): CompCard => ({
  group: 'comp_wheel_spin',
  title: 'A spin of the prize wheel',
  wager: 0,
  rate: { points: 250 },
  games: [],
  bonus_title: 'manual_wheel_shop',
  badge: null,
  special: true,
  ...overrides,
});

export const tagged = (kind: ShopCard['kind'], card: CompCard): ShopCard => ({ ...card, kind });

export const points = (chargeable: number, persistent = chargeable) => ({
  chargeable: { points: chargeable },
  persistent: { points: persistent },
});

export const exchangeResult = (overrides: Partial<CompExchangeResult> = {}): CompExchangeResult => ({
  id: 1,
  group: 'comp_spins_10',
  count: 1,
  points: 150,
  comp_points: points(650, 800),
  gift_id: 9,
  lootbox_ids: [],
  ...overrides,
});
