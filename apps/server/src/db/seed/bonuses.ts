import { eurosIn, MINOR_UNITS_PER_EURO } from '@orbit/contract';
import type { Db } from '../client.ts';
import { bonusOffers, type CurrencyAmounts } from '../schema/index.ts';

type OfferSeed = typeof bonusOffers.$inferInsert;

/** An amount in euros as minor units of every currency the demo runs. */
export function euros(amount: number): CurrencyAmounts {
  return Object.fromEntries(Object.keys(MINOR_UNITS_PER_EURO).map((code) => [code, eurosIn(amount, code)]));
}

/** The house slot the demo's free spins play on. */
export const FREE_SPINS_GAME = 'orchard-reels/copper-fountain';
const VIP_GROUPS = [255, 259, 759];

const titles = (en: string, de: string, fr: string, no: string, it: string, et: string) => ({
  en,
  de,
  'fr-CA': fr,
  no,
  it,
  et,
});

/**
 * The demo's offers: a welcome match and a reload, the welcome pack's second deposit (the
 * `additional-gifts` config's group), a deposit code, a no-deposit and a free-spins registration
 * gift, a promo code, a coupon, and two cashbacks. Operators change them through the operator API.
 */
export const BONUS_OFFERS: OfferSeed[] = [
  {
    groupKey: 'welcome_deposit_1',
    trigger: 'deposit',
    titles: titles(
      'Welcome bonus: 100% up to €200',
      'Willkommensbonus: 100 % bis zu 200 €',
      'Bonus de bienvenue : 100 % jusqu’à 200 €',
      'Velkomstbonus: 100 % opptil 200 €',
      'Bonus di benvenuto: 100% fino a 200 €',
      'Tervitusboonus: 100% kuni 200 €',
    ),
    reward: 'bonus',
    matchPercent: 100,
    amounts: euros(200),
    minDeposit: euros(20),
    wagerMultiplier: 35,
    maxBet: euros(5),
    position: 1,
  },
  {
    groupKey: 'weekly_reload',
    trigger: 'deposit',
    titles: titles(
      'Reload: 50% up to €100',
      'Reload: 50 % bis zu 100 €',
      'Recharge : 50 % jusqu’à 100 €',
      'Reload: 50 % opptil 100 €',
      'Ricarica: 50% fino a 100 €',
      'Laadimisboonus: 50% kuni 100 €',
    ),
    reward: 'bonus',
    matchPercent: 50,
    amounts: euros(100),
    minDeposit: euros(20),
    wagerMultiplier: 30,
    maxBet: euros(5),
    perPlayer: 52,
    position: 2,
  },
  {
    groupKey: 'welcome_pack_2',
    trigger: 'deposit',
    titles: titles(
      'Welcome pack: 75% up to €300',
      'Willkommenspaket: 75 % bis zu 300 €',
      'Pack de bienvenue : 75 % jusqu’à 300 €',
      'Velkomstpakke: 75 % opptil 300 €',
      'Pacchetto di benvenuto: 75% fino a 300 €',
      'Tervituspakett: 75% kuni 300 €',
    ),
    reward: 'bonus',
    matchPercent: 75,
    amounts: euros(300),
    minDeposit: euros(20),
    wagerMultiplier: 35,
    maxBet: euros(5),
    groupIds: [131811],
    position: 3,
  },
  {
    groupKey: 'spring_code',
    trigger: 'deposit',
    code: 'SPRING50',
    titles: titles(
      'Spring code: 50% up to €150',
      'Frühlingscode: 50 % bis zu 150 €',
      'Code printemps : 50 % jusqu’à 150 €',
      'Vårkode: 50 % opptil 150 €',
      'Codice primavera: 50% fino a 150 €',
      'Kevadkood: 50% kuni 150 €',
    ),
    reward: 'bonus',
    matchPercent: 50,
    amounts: euros(150),
    minDeposit: euros(20),
    wagerMultiplier: 30,
    maxBet: euros(5),
    position: 4,
  },
  {
    groupKey: 'welcome_no_deposit',
    trigger: 'registration',
    titles: titles(
      '€5 on the house',
      '5 € geschenkt',
      '5 € offerts',
      '5 € i gave',
      '5 € in regalo',
      '5 € kingituseks',
    ),
    reward: 'bonus',
    amounts: euros(5),
    wagerMultiplier: 40,
    maxBet: euros(2),
    maxWin: euros(50),
    position: 5,
  },
  {
    groupKey: 'welcome_spins',
    trigger: 'registration',
    code: 'SPINS20',
    titles: titles(
      '20 free spins on Copper Fountain',
      '20 Freispiele auf Copper Fountain',
      '20 tours gratuits sur Copper Fountain',
      '20 gratisspinn på Copper Fountain',
      '20 giri gratis su Copper Fountain',
      '20 tasuta keerutust mängus Copper Fountain',
    ),
    reward: 'freespins',
    freespinsGame: FREE_SPINS_GAME,
    freespinsCount: 20,
    freespinsStakes: euros(0.2),
    wagerMultiplier: 30,
    maxWin: euros(100),
    position: 6,
  },
  {
    groupKey: 'promo_orbit10',
    trigger: 'promo',
    code: 'ORBIT10',
    titles: titles(
      '€10 promo bonus',
      '10 € Aktionsbonus',
      'Bonus promo de 10 €',
      '10 € kampanjebonus',
      'Bonus promozionale di 10 €',
      '10 € kampaaniaboonus',
    ),
    reward: 'bonus',
    amounts: euros(10),
    wagerMultiplier: 30,
    maxBet: euros(5),
    maxWin: euros(100),
    position: 7,
  },
  {
    groupKey: 'coupon_spins25',
    trigger: 'coupon',
    code: 'FREESPINS25',
    titles: titles(
      '25 free spins coupon',
      'Gutschein: 25 Freispiele',
      'Coupon : 25 tours gratuits',
      'Kupong: 25 gratisspinn',
      'Coupon: 25 giri gratis',
      'Kupong: 25 tasuta keerutust',
    ),
    reward: 'freespins',
    freespinsGame: FREE_SPINS_GAME,
    freespinsCount: 25,
    freespinsStakes: euros(0.2),
    wagerMultiplier: 30,
    position: 8,
  },
  {
    groupKey: 'weekly_cashback',
    trigger: 'cashback',
    titles: titles(
      'Weekly cashback: 10% of net losses',
      'Wöchentliches Cashback: 10 % der Nettoverluste',
      'Remise hebdomadaire : 10 % des pertes nettes',
      'Ukentlig cashback: 10 % av nettotap',
      'Cashback settimanale: 10% delle perdite nette',
      'Iganädalane tagasimakse: 10% netokaotusest',
    ),
    reward: 'bonus',
    amounts: euros(500),
    wagerMultiplier: 1,
    cashbackPeriod: 'week',
    cashbackPercent: 10,
    cashbackMinLoss: euros(20),
    position: 9,
  },
  {
    groupKey: 'vip_weekly_cashback',
    trigger: 'cashback',
    titles: titles(
      'VIP cashback: 15% of net losses, real money',
      'VIP-Cashback: 15 % der Nettoverluste als Echtgeld',
      'Remise VIP : 15 % des pertes nettes, en argent réel',
      'VIP-cashback: 15 % av nettotap, ekte penger',
      'Cashback VIP: 15% delle perdite nette, denaro reale',
      'VIP tagasimakse: 15% netokaotusest, päris raha',
    ),
    reward: 'real',
    amounts: euros(2_000),
    cashbackPeriod: 'week',
    cashbackPercent: 15,
    cashbackMinLoss: euros(20),
    groupIds: VIP_GROUPS,
    position: 10,
  },
];

/** Inserts the demo offers an installation lacks (by group key); operators' edits stay. */
export async function seedBonusOffers(db: Db, now: Date) {
  await db
    .insert(bonusOffers)
    .values(BONUS_OFFERS.map((offer) => ({ ...offer, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}
