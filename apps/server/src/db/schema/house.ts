import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { playerBonuses } from './bonuses.ts';
import { cents, tz } from './columns.ts';
import { games } from './games.ts';
import { users } from './users.ts';

/**
 * Provably-fair seed pairs. A player (or a demo session) has one current pair (`revealed_at` null):
 * the server seed is shown only by its hash until a rotation retires the pair and reveals it.
 * `nonce` is the next round's number under the pair.
 */
export const fairSeedPairs = pgTable(
  'fair_seed_pairs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: tz('created_at').notNull(),
    revealedAt: tz('revealed_at'),
  },
  (t) => [
    uniqueIndex('fair_seed_pairs_current_idx')
      .on(t.userId)
      .where(sql`${t.revealedAt} is null and ${t.userId} is not null`),
    index('fair_seed_pairs_user_revealed_idx').on(t.userId, t.revealedAt.desc()),
  ],
);

/**
 * A launched game: the token in the frame's URL is stored only as its SHA-256. Demo sessions
 * hold their own FUN balance and seed pair; real ones play on the player's wallet.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    currency: text('currency').notNull(),
    demoBalanceCents: cents('demo_balance_cents'),
    /** Demo sessions' own seed pair (players use their current one). */
    seedPairId: integer('seed_pair_id').references(() => fairSeedPairs.id),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('game_sessions_token_idx').on(t.tokenHash)],
);

/**
 * Rounds of the shared-round games (crash, live tables): one outcome for everyone at the
 * table, from the round's own seed, committed by hash when betting opens.
 */
export const sharedRounds = pgTable(
  'shared_rounds',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** The public client seed of the round (the game's identifier). */
    salt: text('salt').notNull(),
    outcome: jsonb('outcome'),
    bettingClosesAt: tz('betting_closes_at').notNull(),
    /** When the outcome is known to everyone (crash: the moment it crashes). */
    endsAt: tz('ends_at').notNull(),
    settledAt: tz('settled_at'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('shared_rounds_game_number_idx').on(t.gameId, t.number),
    index('shared_rounds_unsettled_idx').on(t.endsAt).where(sql`${t.settledAt} is null`),
  ],
);

/**
 * A player's round of a house game (or their bet in a shared round). `ref` names the round in
 * the wallet protocol; every wallet action id derives from it, so a retried step moves money once.
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: serial('id').primaryKey(),
    ref: text('ref').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    currency: text('currency').notNull(),
    seedPairId: integer('seed_pair_id').references(() => fairSeedPairs.id),
    sharedRoundId: integer('shared_round_id').references(() => sharedRounds.id),
    nonce: integer('nonce').notNull(),
    bet: jsonb('bet').notNull(),
    state: jsonb('state'),
    actions: jsonb('actions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    stakeCents: cents('stake_cents').notNull(),
    payoutCents: cents('payout_cents').notNull().default(0),
    status: text('status').$type<'open' | 'closed'>().notNull(),
    /**
     * A step with an extra stake being paid for: the wallet action id of its debit, claimed before
     * the debit so only one request per step reaches the wallet. No other step applies meanwhile.
     */
    pendingBet: text('pending_bet'),
    /** When a pending step counts as abandoned (its request died): the next action undoes its debit. */
    pendingUntil: tz('pending_until'),
    /** A pending step taken back whose debit is still to be rolled back; blocks the round until it is. */
    abandonedBet: text('abandoned_bet'),
    /** Pending steps taken back so far: a step's debit after one gets a fresh action id. */
    abandonedSteps: integer('abandoned_steps').notNull().default(0),
    /**
     * A free spin of this gift: the wallet saw a bet and a win of 0, the payout counts on the gift
     * (settled with the wallet's closing win, so the re-send job makes a lost settlement good).
     */
    freeSpinGiftId: integer('free_spin_gift_id').references(() => playerBonuses.id, { onDelete: 'set null' }),
    /** The closing win reached the wallet (a job re-sends it otherwise). */
    walletSettled: boolean('wallet_settled').notNull().default(false),
    createdAt: tz('created_at').notNull(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    uniqueIndex('house_rounds_ref_idx').on(t.ref),
    index('house_rounds_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('house_rounds_session_status_idx').on(t.sessionId, t.status),
    index('house_rounds_shared_idx').on(t.sharedRoundId),
    index('house_rounds_unsettled_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'closed' and not ${t.walletSettled} and ${t.mode} = 'real'`),
    index('house_rounds_big_wins_idx').on(t.finishedAt.desc()).where(sql`${t.payoutCents} > 0`),
  ],
);
