import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, tz } from './columns.ts';
import { users } from './users.ts';

/** Game producers (the API's "providers"); `slug` is the first part of a game identifier. */
export const producers = pgTable('producers', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Launched recently: the new-provider popup advertises it. */
  isNew: boolean('is_new').notNull().default(false),
  position: integer('position').notNull().default(0),
  /** ISO countries where the producer's games may not be offered (territorial restrictions). */
  restrictedCountries: text('restricted_countries').array().notNull().default(sql`'{}'::text[]`),
  /** Off: none of the producer's games is listed or opens (the back office's producers screen). */
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Categories and collections. `id` is the slug (`top`) or a geo variant (`top:ca`, always lower
 * case: both client generations find it) that replaces it for visitors of that country;
 * `slug`/`country` (ISO, upper case) split the id for lookups.
 */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    /** ISO country of a geo variant; null for the base category. */
    country: text('country'),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_country_idx').on(t.country)],
);

export type GameArt = { palette: number; motif: string };

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** `producer/name`. */
    identifier: text('identifier').notNull(),
    producer: text('producer')
      .notNull()
      .references(() => producers.slug, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    seoTitle: text('seo_title').notNull(),
    /** The house game engine and its variant/paytable (packages/games). */
    engine: text('engine').notNull(),
    variant: text('variant').notNull(),
    volatility: text('volatility').notNull(),
    lines: integer('lines'),
    ways: integer('ways'),
    /** Declared return to player, percent (96.20). */
    rtp: numeric('rtp', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Share of winning rounds, percent. */
    hitRate: numeric('hit_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    devices: text('devices').array().notNull(),
    hasDemo: boolean('has_demo').notNull().default(true),
    releasedAt: tz('released_at').notNull(),
    /** Higher first ("top" order). */
    popularity: integer('popularity').notNull().default(0),
    /** `title` lowercased without accents (see normalizeSearch): what title search matches. */
    searchTitle: text('search_title').notNull(),
    art: jsonb('art').$type<GameArt>().notNull(),
    /** Off: the game is neither listed nor opens (the back office's catalogue). */
    enabled: boolean('enabled').notNull().default(true),
    /** ISO countries where this game may not be offered, beside its producer's. */
    restrictedCountries: text('restricted_countries').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('games_identifier_idx').on(t.identifier),
    index('games_producer_popularity_idx').on(t.producer, t.popularity.desc()),
    index('games_popularity_idx').on(t.popularity.desc(), t.id),
    index('games_released_at_idx').on(t.releasedAt.desc()),
    index('games_seo_title_idx').on(t.seoTitle),
    index('games_search_title_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
  ],
);

/** Membership of a game in a category, at a position of the category's own order. */
export const gameCategories = pgTable(
  'game_categories',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.categoryId] }),
    index('game_categories_category_position_idx').on(t.categoryId, t.position, t.gameId),
  ],
);

/**
 * The currencies a game accepts. `id` is the per-currency game id of the API (favourites use
 * it); a `FUN` row means the game has a demo mode.
 */
export const gameCurrencies = pgTable(
  'game_currencies',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
  },
  (t) => [uniqueIndex('game_currencies_game_currency_idx').on(t.gameId, t.currency)],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('favourite_games_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** The last time a player played each game (the wallet writes it on every round). */
export const playedGames = pgTable(
  'played_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastActivityAt: tz('last_activity_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('played_games_user_activity_idx').on(t.userId, t.lastActivityAt.desc()),
  ],
);

/** Progressive jackpots; `games` are the identifiers of the games that feed and can win them. */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    externalId: text('external_id').notNull(),
    currency: text('currency').notNull(),
    allowedCurrencies: text('allowed_currencies').array().notNull().default(sql`'{}'::text[]`),
    games: text('games').array().notNull().default(sql`'{}'::text[]`),
    state: text('state').notNull().default('active'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('jackpots_identifier_idx').on(t.identifier)],
);

export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    /** 0 = the top level. */
    index: integer('index').notNull(),
    amountCents: cents('amount_cents').notNull(),
    availableAmountCents: cents('available_amount_cents').notNull(),
    totalAmountCents: cents('total_amount_cents').notNull(),
    currentAwardValue: doublePrecision('current_award_value'),
    state: text('state').notNull().default('active'),
  },
  (t) => [uniqueIndex('jackpot_levels_jackpot_identifier_idx').on(t.jackpotId, t.identifier)],
);

export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The winner's public name as shown in the leaderboard (nickname at the time of the win). */
    userName: text('user_name').notNull(),
    /** The win in the winner's currency. */
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The win in the jackpot's own currency. */
    originalAmountCents: cents('original_amount_cents').notNull(),
    createdAt: tz('created_at').notNull(),
    approvedAt: tz('approved_at'),
  },
  (t) => [index('jackpot_wins_created_idx').on(t.createdAt.desc())],
);
