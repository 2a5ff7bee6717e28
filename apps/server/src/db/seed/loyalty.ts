import { eq, inArray } from 'drizzle-orm';
import { quarterStartOf } from '../../modules/loyalty/quarter.ts';
import type { Db } from '../client.ts';
import {
  bonusOffers,
  compPointBalances,
  compPointEarnRates,
  compShopCards,
  users,
  vipQuarterSums,
  vipThresholds,
} from '../schema/index.ts';
import { euros, FREE_SPINS_GAME } from './bonuses.ts';
import { seedLootboxPrizes } from './lootbox-prizes.ts';

/**
 * Real money staked per comp point, in euros, by game family: slots earn fastest, tables and live
 * (low house edge) slowest. Every point is both a coin and a status point.
 */
const EUROS_PER_POINT: Record<string, number> = { slots: 10, originals: 20, tables: 50, live: 50, '*': 10 };

/** What a quarter asks for each VIP status, in euros: deposits and real-money bets (spec 2 §9's gold). */
const VIP_EUROS: Record<string, { deposit: number; bets: number }> = {
  bronze: { deposit: 500, bets: 5_000 },
  silver: { deposit: 2_000, bets: 20_000 },
  gold: { deposit: 9_000, bets: 90_000 },
  diamond: { deposit: 50_000, bets: 500_000 },
};

export const EARN_RATES = Object.entries(EUROS_PER_POINT).flatMap(([gameFamily, perPoint]) =>
  Object.entries(euros(perPoint)).map(([currency, stakeCents]) => ({
    gameFamily,
    currency,
    stakeCents,
    chargeablePoints: 1,
    persistentPoints: 1,
  })),
);

export const VIP_THRESHOLDS = Object.entries(VIP_EUROS).flatMap(([status, sums]) => {
  const deposits = euros(sums.deposit);
  const bets = euros(sums.bets);
  return Object.keys(deposits).map((currency) => ({
    status,
    currency,
    depositCents: deposits[currency]!,
    betCents: bets[currency]!,
  }));
});

/** Earn rates and VIP thresholds every installation starts with; operators change them. */
export async function seedLoyaltyRules(db: Db) {
  await db.insert(compPointEarnRates).values(EARN_RATES).onConflictDoNothing();
  await db.insert(vipThresholds).values(VIP_THRESHOLDS).onConflictDoNothing();
  await seedAdventureOffers(db);
  // Lootbox and wheel prizes' offers, rocket chance's table.
  await seedLootboxPrizes(db);
}

/**
 * The offers the VIP adventure's prizes are given through (`vip-adventures` is installation-wide,
 * so these are too). Each day's prize sets the wager and activation period; the count of spins
 * and the bonus amount come from the day.
 */
export const ADVENTURE_OFFERS: (typeof bonusOffers.$inferInsert)[] = [
  {
    groupKey: 'adventure_bonus',
    trigger: 'manual',
    titles: {
      en: 'VIP adventure bonus',
      de: 'VIP-Abenteuer-Bonus',
      'fr-CA': 'Bonus de l’aventure VIP',
      no: 'VIP-eventyrbonus',
      it: 'Bonus dell’avventura VIP',
      et: 'VIP-seikluse boonus',
    },
    reward: 'bonus',
    wagerMultiplier: 35,
    position: 110,
  },
  {
    groupKey: 'adventure_freespins',
    trigger: 'manual',
    titles: {
      en: 'VIP adventure free spins',
      de: 'VIP-Abenteuer-Freispiele',
      'fr-CA': 'Tours gratuits de l’aventure VIP',
      no: 'VIP-eventyrets gratisspinn',
      it: 'Giri gratis dell’avventura VIP',
      et: 'VIP-seikluse tasuta keerutused',
    },
    reward: 'freespins',
    freespinsGame: FREE_SPINS_GAME,
    freespinsCount: 10,
    freespinsStakes: euros(0.2),
    wagerMultiplier: 35,
    position: 111,
  },
];

async function seedAdventureOffers(db: Db) {
  await db.insert(bonusOffers).values(ADVENTURE_OFFERS).onConflictDoNothing();
}

const titles = (en: string, de: string) => ({ en, de });

/** The offers the demo shop's money and free-spin cards give through (given only by the shop). */
const SHOP_OFFERS: (typeof bonusOffers.$inferInsert)[] = [
  {
    groupKey: 'comp_cash',
    trigger: 'manual',
    titles: titles('Comp points cash', 'Comp-Punkte-Bargeld'),
    reward: 'real',
    position: 100,
  },
  {
    groupKey: 'comp_bonus',
    trigger: 'manual',
    titles: titles('Comp points bonus', 'Comp-Punkte-Bonus'),
    reward: 'bonus',
    wagerMultiplier: 3,
    maxWin: euros(500),
    position: 101,
  },
  {
    groupKey: 'comp_spins',
    trigger: 'manual',
    titles: titles('Comp points free spins', 'Comp-Punkte-Freispiele'),
    reward: 'freespins',
    freespinsGame: FREE_SPINS_GAME,
    freespinsCount: 10,
    freespinsStakes: euros(0.2),
    wagerMultiplier: 10,
    maxWin: euros(100),
    position: 102,
  },
];

interface CardSeed extends Omit<typeof compShopCards.$inferInsert, 'offerId'> {
  offer?: string;
}

const VIP_GROUPS = [257, 258, 259, 255, 759];

const SHOP_CARDS: CardSeed[] = [
  {
    kind: 'money',
    groupKey: 'comp_cash_5',
    titles: titles('€5 real money', '5 € Echtgeld'),
    points: 500,
    amounts: euros(5),
    offer: 'comp_cash',
    badge: 'popular',
    position: 1,
  },
  {
    kind: 'money',
    groupKey: 'comp_bonus_25',
    titles: titles('€25 bonus, wager ×3', '25 € Bonus, Umsatz ×3'),
    points: 2_000,
    amounts: euros(25),
    offer: 'comp_bonus',
    position: 2,
  },
  {
    kind: 'freespins',
    groupKey: 'comp_spins_10',
    titles: titles('10 free spins on Copper Fountain', '10 Freispiele auf Copper Fountain'),
    points: 150,
    offer: 'comp_spins',
    badge: 'new',
    position: 3,
  },
  {
    kind: 'freespins',
    groupKey: 'comp_spins_vip',
    titles: titles('VIP: 10 free spins at half price', 'VIP: 10 Freispiele zum halben Preis'),
    points: 75,
    offer: 'comp_spins',
    badge: 'vip',
    groupIds: VIP_GROUPS,
    position: 4,
  },
  {
    kind: 'lootboxes',
    groupKey: 'comp_wheel_spin',
    titles: titles('A spin of the prize wheel', 'Ein Dreh am Glücksrad'),
    points: 250,
    lootboxGroupKey: 'manual_wheel_shop',
    special: true,
    position: 5,
  },
  {
    kind: 'lootboxes',
    groupKey: 'comp_mystery_box',
    titles: titles('Mystery lootbox', 'Überraschungsbox'),
    points: 400,
    lootboxGroupKey: 'shop_mystery_box',
    special: true,
    position: 6,
  },
];

/** Opening coins of the demo players who show the shop and the levels. */
const OPENING_POINTS: Record<string, number> = {
  'player@orbit.test': 800,
  'vip@orbit.test': 30_000,
  'tester@orbit.test': 5_000,
};

/** The demo shop: its offers, its cards, and some players' opening points. */
export async function seedDemoLoyalty(db: Db, now: Date) {
  await db
    .insert(bonusOffers)
    .values(SHOP_OFFERS.map((offer) => ({ ...offer, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
  const offers = await db
    .select({ id: bonusOffers.id, groupKey: bonusOffers.groupKey })
    .from(bonusOffers)
    .where(
      inArray(
        bonusOffers.groupKey,
        SHOP_OFFERS.map((offer) => offer.groupKey),
      ),
    );
  const offerId = new Map(offers.map((offer) => [offer.groupKey, offer.id]));
  await db
    .insert(compShopCards)
    .values(SHOP_CARDS.map(({ offer, ...card }) => ({ ...card, offerId: offer ? offerId.get(offer) : null })))
    .onConflictDoNothing();
  const players = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(OPENING_POINTS)));
  if (players.length === 0) return;
  await db
    .insert(compPointBalances)
    .values(
      players.map((player) => {
        const micro = OPENING_POINTS[player.email]! * 1_000_000;
        return { userId: player.id, chargeableMicro: micro, persistentMicro: micro, updatedAt: now };
      }),
    )
    .onConflictDoNothing();
  await keepDemoVipGold(db, now);
}

/**
 * vip@ keeps Gold: the quarter they start in holds Gold's sums (once per quarter, on the first
 * start in it), so the quarter's end does not drop the demo's VIP to regular.
 */
async function keepDemoVipGold(db: Db, now: Date) {
  const [vip] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'vip@orbit.test'));
  const gold = VIP_THRESHOLDS.find((row) => row.status === 'gold' && row.currency === 'EUR');
  if (!vip || !gold) return;
  await db
    .insert(vipQuarterSums)
    .values({
      userId: vip.id,
      currency: 'EUR',
      quarterStart: quarterStartOf(now),
      depositCents: gold.depositCents,
      betCents: gold.betCents,
    })
    .onConflictDoNothing();
}
