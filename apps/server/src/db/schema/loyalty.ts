import type { LootboxItem } from '@orbit/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bonusOffers, type CurrencyAmounts, type LocalisedText, playerBonuses } from './bonuses.ts';
import { cents, tz } from './columns.ts';
import { users } from './users.ts';

/**
 * Comp points are kept in millionths so a small bet earns its share (a €0.20 spin at one point
 * per €10 is 20,000 µpoints); the API shows whole points. Chargeable points are the coins a player
 * spends; persistent points only grow (a rolled-back bet takes its own back) and decide the level.
 */
export const compPointBalances = pgTable(
  'comp_point_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chargeableMicro: cents('chargeable_micro').notNull().default(0),
    persistentMicro: cents('persistent_micro').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('comp_point_balances_chargeable', sql`${t.chargeableMicro} >= 0`),
    check('comp_point_balances_persistent', sql`${t.persistentMicro} >= 0`),
  ],
);

/**
 * How real-money stakes earn points, per game family (`*` for any game the others miss) and
 * currency: every `stake_cents` staked earns these points. Operator data.
 */
export const compPointEarnRates = pgTable(
  'comp_point_earn_rates',
  {
    id: serial('id').primaryKey(),
    gameFamily: text('game_family').notNull(),
    currency: text('currency').notNull(),
    stakeCents: integer('stake_cents').notNull(),
    chargeablePoints: integer('chargeable_points').notNull(),
    persistentPoints: integer('persistent_points').notNull(),
  },
  (t) => [
    uniqueIndex('comp_point_earn_rates_family_currency_idx').on(t.gameFamily, t.currency),
    check('comp_point_earn_rates_stake', sql`${t.stakeCents} > 0`),
    check('comp_point_earn_rates_points', sql`${t.chargeablePoints} >= 0 and ${t.persistentPoints} >= 0`),
  ],
);

/**
 * What one bet earned (points, and its real stake towards the VIP quarter), keyed by the bet's
 * wallet transaction: a bet earns once, and its rollback takes exactly this back.
 * Written with every real-money bet, so it carries one index and no foreign key: the key leads
 * with the player and the time (the adventure's daily stakes), and the bet's own transaction row
 * (same statement, same `created_at`) already checks the player.
 */
export const compPointEntries = pgTable(
  'comp_point_entries',
  {
    transactionId: cents('transaction_id').notNull(),
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    quarterStart: date('quarter_start', { mode: 'string' }).notNull(),
    realStakeCents: cents('real_stake_cents').notNull(),
    chargeableMicro: cents('chargeable_micro').notNull(),
    persistentMicro: cents('persistent_micro').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.createdAt, t.transactionId] })],
);

/** A player's real-money deposits and bets in one calendar quarter, per currency: the VIP ladder. */
export const vipQuarterSums = pgTable(
  'vip_quarter_sums',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    quarterStart: date('quarter_start', { mode: 'string' }).notNull(),
    depositCents: cents('deposit_cents').notNull().default(0),
    betCents: cents('bet_cents').notNull().default(0),
  },
  (t) => [
    // Quarter first: the quarter's end lists a quarter's players, a bet's upsert finds its row; one
    // index serves both (a second one would be written on every bet).
    primaryKey({ columns: [t.quarterStart, t.userId, t.currency] }),
  ],
);

/** What a VIP status asks of a quarter, per currency (bronze, silver, gold, diamond). Operator data. */
export const vipThresholds = pgTable(
  'vip_thresholds',
  {
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    depositCents: cents('deposit_cents').notNull(),
    betCents: cents('bet_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.currency] }),
    check('vip_thresholds_status', sql`${t.status} in ('bronze', 'silver', 'gold', 'diamond')`),
  ],
);

/** A quarter's end handled by the VIP job: statuses recomputed once, on one node. */
export const vipQuarterResets = pgTable('vip_quarter_resets', {
  quarterStart: date('quarter_start', { mode: 'string' }).primaryKey(),
  finishedAt: tz('finished_at').notNull(),
  playersChanged: integer('players_changed').notNull(),
});

/**
 * A comp-shop card: what a number of coins buys. Money and free spins are given through a bonus
 * offer (its wager, max win, game); a lootbox card gives a lootbox of `lootbox_group_key`.
 */
export const compShopCards = pgTable(
  'comp_shop_cards',
  {
    id: serial('id').primaryKey(),
    /** money | freespins | lootboxes | lotteries */
    kind: text('kind').notNull(),
    /** The card's name on the wire (`group` of the rates and the exchange). */
    groupKey: text('group_key').notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    /** Coins for one. */
    points: integer('points').notNull(),
    /** A money card: what one gives per currency. */
    amounts: jsonb('amounts').$type<CurrencyAmounts>().notNull().default({}),
    offerId: integer('offer_id').references(() => bonusOffers.id, { onDelete: 'restrict' }),
    lootboxGroupKey: text('lootbox_group_key'),
    lotteryIds: integer('lottery_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** popular | new | vip */
    badge: text('badge'),
    /** special: shown under Special rewards. */
    special: boolean('special').notNull().default(false),
    groupIds: integer('group_ids').array().notNull().default(sql`'{}'::integer[]`),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('comp_shop_cards_group_key_idx').on(t.groupKey),
    check('comp_shop_cards_kind', sql`${t.kind} in ('money', 'freespins', 'lootboxes', 'lotteries')`),
    check('comp_shop_cards_points', sql`${t.points} > 0`),
    check('comp_shop_cards_badge', sql`${t.badge} is null or ${t.badge} in ('popular', 'new', 'vip')`),
  ],
);

/** One purchase in the comp shop: the coins spent once, what it gave. */
export const compExchanges = pgTable(
  'comp_exchanges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => compShopCards.id, { onDelete: 'restrict' }),
    count: integer('count').notNull(),
    points: integer('points').notNull(),
    currency: text('currency').notNull(),
    /** The client's Idempotency-Key: a repeat answers the first exchange and spends nothing. */
    idempotencyKey: text('idempotency_key'),
    /** What it gave: a gift (money, free spins) or lootboxes. */
    giftId: integer('gift_id').references(() => playerBonuses.id, { onDelete: 'set null' }),
    lootboxIds: integer('lootbox_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('comp_exchanges_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('comp_exchanges_user_idx').on(t.userId, t.createdAt),
    check('comp_exchanges_count', sql`${t.count} > 0`),
  ],
);

/**
 * A lootbox (a wheel spin when its group key starts with `manual_wheel` or `wheel`): its items
 * fixed when issued, one drawn when the player opens it, provably fair under the player's seed
 * pair (the pair, the nonce and the roll kept to verify).
 */
export const lootboxes = pgTable(
  'lootboxes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Why it was given, once: `comp:<exchange>:<n>`, `operator:<key>` … */
    sourceKey: text('source_key').notNull(),
    groupKey: text('group_key').notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    currency: text('currency').notNull(),
    /** issued | activated | canceled | expired */
    stage: text('stage').notNull().default('issued'),
    items: jsonb('items').$type<LootboxItem[]>().notNull(),
    createdAt: tz('created_at').notNull(),
    validUntil: tz('valid_until').notNull(),
    activatedAt: tz('activated_at'),
    prizeItemId: integer('prize_item_id'),
    giftId: integer('gift_id').references(() => playerBonuses.id, { onDelete: 'set null' }),
    /** The draw: which seed pair, nonce and roll. */
    fairPairId: integer('fair_pair_id'),
    nonce: integer('nonce'),
    /** Coins paid for this box on its own (a rocket chance draw); null when given, or bought through a comp-shop exchange. */
    costPoints: integer('cost_points'),
  },
  (t) => [
    uniqueIndex('lootboxes_source_idx').on(t.sourceKey),
    index('lootboxes_user_idx').on(t.userId, t.stage),
    index('lootboxes_valid_idx').on(t.validUntil).where(sql`${t.stage} = 'issued'`),
    check('lootboxes_stage', sql`${t.stage} in ('issued', 'activated', 'canceled', 'expired')`),
  ],
);

/** A player's progress on one day of a VIP adventure: the day's deposits and bets, its prize once. */
export const adventureDays = pgTable(
  'adventure_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The adventure (`vip-adventures` prize list key) and its start date. */
    adventureKey: text('adventure_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    depositCents: cents('deposit_cents').notNull().default(0),
    betCents: cents('bet_cents').notNull().default(0),
    completedAt: tz('completed_at'),
    giftId: integer('gift_id').references(() => playerBonuses.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adventureKey, t.day] })],
);

/** An operator's change of a player's points (a goodwill gift, a correction), once per key. */
export const compPointAdjustments = pgTable(
  'comp_point_adjustments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeableMicro: cents('chargeable_micro').notNull(),
    persistentMicro: cents('persistent_micro').notNull(),
    reason: text('reason').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('comp_point_adjustments_key_idx').on(t.idempotencyKey)],
);
