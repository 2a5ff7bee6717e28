import { INTERNAL_CONFIG } from '../../modules/config/service.ts';
import type { RocketChanceConfig } from '../../modules/loyalty/chance-config.ts';
import { PRIZE_OFFERS } from '../../modules/loyalty/lootbox-prize.ts';
import type { Db } from '../client.ts';
import { bonusOffers, configEntries } from '../schema/index.ts';
import { euros, FREE_SPINS_GAME } from './bonuses.ts';
import { cash as cashItem, nothing, spins as spinsItem } from './lootbox-items.ts';

/**
 * The system offers lootbox, wheel and rocket chance prizes are given through (every
 * installation has the wheel config, so every installation needs them). A prize's own wager, max
 * win and spin count override these terms; the offers are never offered to anybody (`manual`).
 */
const PRIZE_OFFER_ROWS: (typeof bonusOffers.$inferInsert)[] = [
  {
    groupKey: PRIZE_OFFERS.bonus,
    trigger: 'manual',
    titles: {
      en: 'Lootbox bonus',
      de: 'Lootbox-Bonus',
      'fr-CA': 'Bonus du coffre',
      no: 'Premiebonus',
      it: 'Bonus forziere',
      et: 'Aardekasti boonus',
    },
    reward: 'bonus',
    wagerMultiplier: 30,
    position: 900,
  },
  {
    groupKey: PRIZE_OFFERS.freespins,
    trigger: 'manual',
    titles: {
      en: 'Lootbox free spins',
      de: 'Lootbox-Freispiele',
      'fr-CA': 'Tours gratuits du coffre',
      no: 'Gratisspinn fra premie',
      it: 'Giri gratis forziere',
      et: 'Aardekasti tasuta keerutused',
    },
    reward: 'freespins',
    freespinsGame: FREE_SPINS_GAME,
    freespinsCount: 10,
    freespinsStakes: euros(0.2),
    wagerMultiplier: 30,
    position: 901,
  },
];

/** Rocket chance's prizes: wager 10. */
const spins = (id: number, weight: number, count: number, maxWinEur: number) =>
  spinsItem(id, weight, count, { wager: 10, maxWinEur });
const cash = (id: number, weight: number, eur: number, maxWinEur: number) =>
  cashItem(id, weight, eur, { wager: 10, maxWinEur });

/**
 * Rocket chance: 50 coins a draw (what about €0.70 of free spins costs in the shop), 45 % to win
 * something; the prizes' face value averages about €0.70 a draw, so a draw is worth what the shop
 * gives for the same coins, with a small chance of much more.
 */
export const ROCKET_CHANCE: RocketChanceConfig = {
  points: 50,
  titles: {
    en: 'Rocket chance',
    de: 'Raketen-Chance',
    'fr-CA': 'Chance fusée',
    no: 'Rakettsjanse',
    it: 'Chance razzo',
    et: 'Raketišanss',
  },
  items: [
    nothing(1, 550),
    spins(2, 250, 5, 20),
    spins(3, 120, 10, 50),
    cash(4, 60, 1, 50),
    cash(5, 15, 5, 100),
    spins(6, 5, 50, 200),
  ],
};

/** The prize offers and rocket chance's settings, for every installation (operators change them). */
export async function seedLootboxPrizes(db: Db) {
  await db.insert(bonusOffers).values(PRIZE_OFFER_ROWS).onConflictDoNothing();
  await db
    .insert(configEntries)
    .values({ name: INTERNAL_CONFIG.rocketChance, value: ROCKET_CHANCE })
    .onConflictDoNothing();
}
