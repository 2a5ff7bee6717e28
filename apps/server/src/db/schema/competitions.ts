import { sql } from 'drizzle-orm';
import {
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
import { bonusOffers, type LocalisedText } from './bonuses.ts';
import { cents, tz } from './columns.ts';
import { users } from './users.ts';

const noGroups = sql`'{}'::integer[]`;
const noTexts = sql`'{}'::text[]`;

/**
 * A tournament (a quest when its identifier contains `quest`): who takes part, which bets and
 * wins count and how they score, its prizes. Operator data; its strategy and currency are fixed
 * once it has started (the scores already counted follow them).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    /** The page's address: `/tournaments/{slug}` (a quest's: the part after `--`). */
    slug: text('slug').notNull(),
    frontendIdentifier: text('frontend_identifier').notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    /** The rules as shown on the page, per locale. */
    descriptions: jsonb('descriptions').$type<LocalisedText>().notNull().default({}),
    /** bet: sum of bets · win: sum of wins · rate: best single win ÷ its round's bet · spin: rounds played */
    strategy: text('strategy').notNull(),
    currency: text('currency').notNull(),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    /** Set once every prize is paid. */
    finishedAt: tz('finished_at'),
    /** Who may take part (empty: everyone). */
    groupIds: integer('group_ids').array().notNull().default(noGroups),
    /** Games (`provider/slug`) and producers whose bets count; both empty: every game. */
    games: text('games').array().notNull().default(noTexts),
    producers: text('producers').array().notNull().default(noTexts),
    /** A bet below this (real money) does not count. */
    minBetCents: cents('min_bet_cents').notNull().default(0),
    /** The player joins by confirming (`POST /api/tournaments/{id}/confirm`); else by playing. */
    confirmationRequired: boolean('confirmation_required').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournaments_slug_idx').on(t.slug),
    index('tournaments_end_idx').on(t.endAt),
    check('tournaments_strategy', sql`${t.strategy} in ('bet', 'win', 'rate', 'spin')`),
    check('tournaments_period', sql`${t.endAt} > ${t.startAt}`),
    check('tournaments_min_bet', sql`${t.minBetCents} >= 0`),
  ],
);

/**
 * A prize of a tournament or a lottery place: real money through the wallet, or a bonus or free
 * spins through the bonus engine on `offer_id`'s terms (its wager multiplier overridden here).
 */
const prizeColumns = () => ({
  awardPlace: integer('award_place').notNull(),
  /** money | bonus | freespins */
  kind: text('kind').notNull(),
  amountCents: cents('amount_cents').notNull().default(0),
  offerId: integer('offer_id').references(() => bonusOffers.id, { onDelete: 'restrict' }),
  wagerMultiplier: integer('wager_multiplier').notNull().default(0),
  freespinsCount: integer('freespins_count').notNull().default(0),
});

const prizeChecks = (name: string, t: { kind: unknown; awardPlace: unknown; offerId: unknown }) => [
  check(`${name}_kind`, sql`${t.kind} in ('money', 'bonus', 'freespins')`),
  check(`${name}_place`, sql`${t.awardPlace} > 0`),
  check(`${name}_offer`, sql`${t.kind} = 'money' or ${t.offerId} is not null`),
];

export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    ...prizeColumns(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.awardPlace] }), ...prizeChecks('tournament_prizes', t)],
);

/**
 * A player in a tournament: their sums and the score their tournament's strategy ranks by, ties
 * going to whoever reached it first. `award_place` is set when the tournament ends.
 */
export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    confirmedAt: tz('confirmed_at'),
    betCents: cents('bet_cents').notNull().default(0),
    winCents: cents('win_cents').notNull().default(0),
    gamesTaken: integer('games_taken').notNull().default(0),
    /** The best win ÷ bet, in millionths. */
    bestRateMicro: cents('best_rate_micro').notNull().default(0),
    score: cents('score').notNull().default(0),
    /** When the score last rose: the earlier ranks higher on a tie. */
    reachedAt: tz('reached_at').notNull(),
    awardPlace: integer('award_place'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_players_rank_idx').on(t.tournamentId, t.score.desc(), t.reachedAt, t.userId),
    index('tournament_players_user_idx').on(t.userId),
  ],
);

/**
 * What one wallet transaction (a bet or a win) added to a player's tournament: once per
 * transaction and tournament, and what a rolled-back bet takes back.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    transactionId: cents('transaction_id').notNull(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    betCents: cents('bet_cents').notNull().default(0),
    winCents: cents('win_cents').notNull().default(0),
    games: integer('games').notNull().default(0),
    rateMicro: cents('rate_micro').notNull().default(0),
    /** What it added to the score (a sum's share; 0 for a best rate, which only a better win replaces). */
    score: cents('score').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.tournamentId] }),
    index('tournament_entries_player_idx').on(t.tournamentId, t.userId),
  ],
);

/**
 * A lottery: tickets sold (given) from `start_at` to `end_at`, drawn at `end_at`. The draw's
 * server seed is committed by its hash when the lottery is made and revealed at the draw; the
 * winners follow from it and the published ticket list (provably fair).
 */
export const lotteries = pgTable(
  'lotteries',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    frontendIdentifier: text('frontend_identifier').notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalisedText>().notNull().default({}),
    currency: text('currency').notNull(),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    groupIds: integer('group_ids').array().notNull().default(noGroups),
    /** Tickets per deposit, per currency: a deposit of at least `from_amount_cents` gets one ticket per `price_cents`. */
    depositScaleRules: jsonb('deposit_scale_rules')
      .$type<Record<string, { from_amount_cents: number; price_cents: number }[]>>()
      .notNull()
      .default({}),
    /** Coins for one ticket in the comp shop (0: not sold there). */
    compPointsTicketPrice: integer('comp_points_ticket_price').notNull().default(0),
    maxTicketsPerPlayer: integer('max_tickets_per_player'),
    /** Secret until the draw; its SHA-256 is public from the start. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** At the draw: the SHA-256 of the ticket list the winners were drawn from. */
    ticketsHash: text('tickets_hash'),
    drawnAt: tz('drawn_at'),
    /** Set once every prize is paid. */
    finishedAt: tz('finished_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lotteries_slug_idx').on(t.slug),
    index('lotteries_end_idx').on(t.endAt),
    check('lotteries_period', sql`${t.endAt} > ${t.startAt}`),
    check('lotteries_price', sql`${t.compPointsTicketPrice} >= 0`),
  ],
);

export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    ...prizeColumns(),
  },
  (t) => [primaryKey({ columns: [t.lotteryId, t.awardPlace] }), ...prizeChecks('lottery_prizes', t)],
);

/** Why tickets were given, once per source (a deposit, a comp-shop purchase, an operator grant). */
export const lotteryTicketGrants = pgTable(
  'lottery_ticket_grants',
  {
    id: serial('id').primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** deposit | shop | operator */
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    count: integer('count').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('lottery_ticket_grants_source_idx').on(t.lotteryId, t.sourceKey),
    check('lottery_ticket_grants_source', sql`${t.source} in ('deposit', 'shop', 'operator')`),
    check('lottery_ticket_grants_count', sql`${t.count} > 0`),
  ],
);

/** One ticket: numbered 1… per lottery in the order given (the published list's order). */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantId: integer('grant_id')
      .notNull()
      .references(() => lotteryTicketGrants.id, { onDelete: 'cascade' }),
    /**
     * The holder's public name as the published list shows it, fixed when the ticket is given: the
     * draw hashes the list, so a later change of nickname must not change it (null: the holder's
     * current public name, for tickets given before this column).
     */
    nickname: text('nickname'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotteryId, t.number] }),
    index('lottery_tickets_user_idx').on(t.userId, t.lotteryId),
  ],
);

/** A drawn place: its ticket, and when its prize was paid. */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    awardPlace: integer('award_place').notNull(),
    ticketNumber: integer('ticket_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paidAt: tz('paid_at'),
  },
  (t) => [
    primaryKey({ columns: [t.lotteryId, t.awardPlace] }),
    uniqueIndex('lottery_winners_ticket_idx').on(t.lotteryId, t.ticketNumber),
  ],
);

/**
 * A badge level a player reached (achievements are derived from their rounds, deposits and
 * tournaments; this keeps what was reached and whether it was announced).
 */
export const playerAchievements = pgTable(
  'player_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    level: integer('level').notNull(),
    reachedAt: tz('reached_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.badge] }),
    check('player_achievements_level', sql`${t.level} > 0`),
  ],
);

/**
 * Where a player's achievements stand, folded from their wallet transactions in id order up to
 * `through_transaction_id` (so each transaction counts once, and a check resumes where the last
 * one stopped): rounds closed, the best round's win as a multiple of its stake, the producers
 * played, deposits made.
 */
export const achievementProgress = pgTable('achievement_progress', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  throughTransactionId: cents('through_transaction_id').notNull().default(0),
  rounds: integer('rounds').notNull().default(0),
  /** The best round's win ÷ stake, in hundredths (12.5x is 1250). */
  bestMultiplierCenti: integer('best_multiplier_centi').notNull().default(0),
  producers: text('producers').array().notNull().default(noTexts),
  deposits: integer('deposits').notNull().default(0),
  updatedAt: tz('updated_at').notNull(),
});
