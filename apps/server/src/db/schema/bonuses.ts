import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { users } from './users.ts';

/** Minor units per currency code (`{EUR: 10000, CAD: 15000}`); a currency not listed is not offered. */
export type CurrencyAmounts = Record<string, number>;

/** How much of a stake counts towards wagering, in percent, per game family. */
export interface Contributions {
  slots: number;
  tables: number;
  originals: number;
  live: number;
}

/** Titles per locale; `en` is the fallback. */
export type LocalisedText = Record<string, string>;

/**
 * A bonus offer: what a player can be given, when, and on which terms. Operator data, seeded
 * with the demo's offers and edited through the operator API.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial('id').primaryKey(),
    /** The operator's name of the offer (`welcome_deposit_1`); configs name offers by it. */
    groupKey: text('group_key').notNull(),
    /** deposit | registration | coupon | promo | cashback | manual */
    trigger: text('trigger').notNull(),
    /** The code that gives it (coupon, promo) or unlocks it (deposit, registration); upper case. */
    code: text('code'),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    /** bonus (money in the bonus pocket) | freespins | real (cashback paid as real money) */
    reward: text('reward').notNull(),
    /** A deposit bonus: this percent of the deposit, up to `amounts`. */
    matchPercent: integer('match_percent'),
    /** The bonus (or the match's cap, or cashback's cap) per currency. */
    amounts: jsonb('amounts').$type<CurrencyAmounts>().notNull().default({}),
    minDeposit: jsonb('min_deposit').$type<CurrencyAmounts>().notNull().default({}),
    freespinsGame: text('freespins_game'),
    freespinsCount: integer('freespins_count'),
    /** Stake of one free spin per currency. */
    freespinsStakes: jsonb('freespins_stakes').$type<CurrencyAmounts>().notNull().default({}),
    /** Wagering = multiplier × the bonus (free spins: × their winnings); 0: none. */
    wagerMultiplier: integer('wager_multiplier').notNull().default(0),
    /** Largest stake while the bonus wagers, per currency (none listed: no cap). */
    maxBet: jsonb('max_bet').$type<CurrencyAmounts>().notNull().default({}),
    /** Most that becomes real money when the wagering is done, per currency (none listed: no cap). */
    maxWin: jsonb('max_win').$type<CurrencyAmounts>().notNull().default({}),
    contributions: jsonb('contributions')
      .$type<Contributions>()
      .notNull()
      .default({ slots: 100, tables: 10, originals: 20, live: 0 }),
    /** Days to activate an issued gift. */
    activationDays: integer('activation_days').notNull().default(7),
    /** Days from issue until the gift expires (its wagering included). */
    validDays: integer('valid_days').notNull().default(30),
    /** Cashback: `day` or `week` (ISO weeks), percent of net real-money losses, least loss paid. */
    cashbackPeriod: text('cashback_period'),
    cashbackPercent: integer('cashback_percent'),
    cashbackMinLoss: jsonb('cashback_min_loss').$type<CurrencyAmounts>().notNull().default({}),
    /** Audience; empty: everybody. */
    groupIds: integer('group_ids').array().notNull().default(sql`'{}'::integer[]`),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    licences: text('licences').array().notNull().default(sql`'{}'::text[]`),
    availableFrom: tz('available_from'),
    availableUntil: tz('available_until'),
    /** How many times the offer may be given in all (null: no limit) and to one player. */
    maxUses: integer('max_uses'),
    perPlayer: integer('per_player').notNull().default(1),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_offers_group_key_idx').on(t.groupKey),
    uniqueIndex('bonus_offers_code_idx').on(t.code).where(sql`${t.code} is not null`),
    index('bonus_offers_trigger_idx').on(t.trigger, t.active),
    check(
      'bonus_offers_trigger',
      sql`${t.trigger} in ('deposit', 'registration', 'coupon', 'promo', 'cashback', 'manual')`,
    ),
    check('bonus_offers_reward', sql`${t.reward} in ('bonus', 'freespins', 'real')`),
    check('bonus_offers_wager', sql`${t.wagerMultiplier} >= 0`),
  ],
);

/**
 * A gift: an offer given to one player (a bonus or free spins), through its stages. Bonus money
 * sits in the account's bonus pocket only while its gift wagers (`handle_bets`), at most one per
 * account; the others wait their turn.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => bonusOffers.id, { onDelete: 'set null' }),
    /** bonus | freespins */
    kind: text('kind').notNull(),
    /** Why it was given, once: `deposit:<payment>`, `code:<offer>:<user>:<n>`, `cashback:<offer>:<period>:<user>` … */
    sourceKey: text('source_key').notNull(),
    groupKey: text('group_key').notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    currency: text('currency').notNull(),
    /** issued | wait | handle_bets | wager_done | finished | lost | canceled | expired */
    stage: text('stage').notNull().default('issued'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    wagerRequirementCents: bigint('wager_requirement_cents', { mode: 'number' }).notNull().default(0),
    wageredCents: bigint('wagered_cents', { mode: 'number' }).notNull().default(0),
    maxBetCents: bigint('max_bet_cents', { mode: 'number' }),
    maxWinCents: bigint('max_win_cents', { mode: 'number' }),
    contributions: jsonb('contributions').$type<Contributions>().notNull(),
    activatableUntil: tz('activatable_until'),
    validUntil: tz('valid_until').notNull(),
    /** When the player (or the engine) activated it: the order of the queue. */
    activatedAt: tz('activated_at'),
    finishedAt: tz('finished_at'),
    /** What became real money at the end, and what was taken back. */
    convertedCents: bigint('converted_cents', { mode: 'number' }),
    forfeitedCents: bigint('forfeited_cents', { mode: 'number' }),
    freespinsGame: text('freespins_game'),
    freespinsTotal: integer('freespins_total'),
    /** Spins taken (claimed before the round is drawn) and settled (their win counted). */
    freespinsPerformed: integer('freespins_performed').notNull().default(0),
    freespinsSettled: integer('freespins_settled').notNull().default(0),
    freespinsStakeCents: bigint('freespins_stake_cents', { mode: 'number' }),
    freespinsWinCents: bigint('freespins_win_cents', { mode: 'number' }).notNull().default(0),
    /** The wager multiplier of the bonus that the free spins' winnings become. */
    freespinsWager: integer('freespins_wager'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_bonuses_source_idx').on(t.sourceKey),
    index('player_bonuses_user_idx').on(t.userId, t.kind, t.stage),
    // One wagering bonus per account: the bonus pocket belongs to it alone.
    uniqueIndex('player_bonuses_one_wagering_idx')
      .on(t.userId, t.currency)
      .where(sql`${t.stage} = 'handle_bets' and ${t.kind} = 'bonus'`),
    index('player_bonuses_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.stage} in ('issued', 'wait', 'handle_bets')`),
    check('player_bonuses_kind', sql`${t.kind} in ('bonus', 'freespins')`),
    check(
      'player_bonuses_stage',
      sql`${t.stage} in ('issued', 'wait', 'handle_bets', 'wager_done', 'finished', 'lost', 'canceled', 'expired')`,
    ),
    check('player_bonuses_wagered', sql`${t.wageredCents} >= 0`),
  ],
);

/** Offers a player turned down (`DELETE /api/bonuses/deposit/{id}`): not offered to them again. */
export const declinedBonusOffers = pgTable(
  'declined_bonus_offers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
);

/**
 * What one bet counted towards a wagering gift, so a rollback of the bet takes exactly that back.
 * Keyed by the bet's wallet transaction: a bet counts once.
 */
export const bonusWagerEntries = pgTable(
  'bonus_wager_entries',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
    playerBonusId: integer('player_bonus_id')
      .notNull()
      .references(() => playerBonuses.id, { onDelete: 'cascade' }),
    countedCents: bigint('counted_cents', { mode: 'number' }).notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('bonus_wager_entries_bonus_idx').on(t.playerBonusId)],
);

/**
 * A batch of single-use codes generated for a coupon or promo offer
 * (`POST /api/operator/bonus_offers/{id}/codes`): how many, with which prefix, when.
 */
export const bonusCodeBatches = pgTable(
  'bonus_code_batches',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    /** Upper case letters and digits, or empty. */
    prefix: text('prefix').notNull().default(''),
    /** The request's idempotency key, unique per offer: a repeat answers this batch (null: none given). */
    idempotencyKey: text('idempotency_key'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('bonus_code_batches_offer_idx').on(t.offerId, t.id),
    uniqueIndex('bonus_code_batches_key_idx').on(t.offerId, t.idempotencyKey),
  ],
);

/**
 * One generated code: redeemed once, by one player, like its offer's own code (the offer's terms,
 * per-player and total limits). `code` is kept normalised (upper case, no separators) and unique,
 * so two batches never hold the same code; `used_at` is set once, by the redemption that claims it.
 */
export const bonusCodes = pgTable(
  'bonus_codes',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => bonusCodeBatches.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: tz('used_at'),
    giftId: integer('gift_id').references(() => playerBonuses.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_codes_code_idx').on(t.code),
    index('bonus_codes_offer_idx').on(t.offerId, t.batchId, t.id),
  ],
);
