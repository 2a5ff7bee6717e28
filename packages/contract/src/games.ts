import { z } from 'zod';
import {
  DEFAULT_GAMES_PAGE_SIZE,
  DEVICES,
  MAX_GAMES_PAGE_SIZE,
  VOLATILITY_RATINGS,
} from './game-constants.ts';

export const Device = z.enum(DEVICES);
export type Device = z.infer<typeof Device>;

/** A game in the games_filter format. */
export const Game = z.object({
  /** `producer/name`. */
  identifier: z.string(),
  title: z.string(),
  seo_title: z.string(),
  uniq_seo_title: z.boolean(),
  provider: z.string(),
  /** Collection ids, possibly geo variants `slug:geo`. */
  categories: z.array(z.string()),
  devices: z.array(Device),
  /** Per currency, the id favourites use; `FUN` present ⇒ demo available. */
  currencies: z.record(
    z.string(),
    z.object({ id: z.number().int(), jackpot: z.number().nullable().optional() }),
  ),
  lines: z.number().int().nullable(),
  ways: z.number().int().nullable(),
  volatility_rating: z.string(),
  hit_rate: z.string(),
  payout: z.string(),
  unfinished_games_for: z.array(z.string()),
  has_demo_mode: z.boolean(),
  slug: z.string(),
  /** Tile artwork URL (Orbit's own generated art, 4:3). */
  preview: z.string(),
});
export type Game = z.infer<typeof Game>;

export const GamesPagination = z.object({
  current_page: z.number().int(),
  next_page: z.number().int().nullable(),
  prev_page: z.number().int().nullable(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});
export type GamesPagination = z.infer<typeof GamesPagination>;

const identifierList = z.array(z.string().trim().min(1).max(100)).max(100);

export const GamesFilterBody = z.strictObject({
  device: Device.default('desktop'),
  page: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.min_value')
    .default(1),
  page_size: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.min_value')
    .max(MAX_GAMES_PAGE_SIZE, 'validation.max_value')
    .default(DEFAULT_GAMES_PAGE_SIZE),
  filter: z
    .strictObject({
      categories: z
        .strictObject({ identifiers: identifierList, strategy: z.literal('OR').default('OR') })
        .optional(),
      providers: identifierList.optional(),
      title: z.string().trim().max(100, 'validation.too_long').optional(),
      currencies: z.array(z.string().min(2).max(10)).max(30).optional(),
      volatility_rating: z.array(z.enum(VOLATILITY_RATINGS)).max(VOLATILITY_RATINGS.length).optional(),
      lines: z.array(z.number().int().min(0)).max(50).optional(),
      ways: z.array(z.number().int().min(0)).max(50).optional(),
      hit_rate: z.array(z.string().max(20)).max(20).optional(),
      payout: z.array(z.string().max(20)).max(20).optional(),
    })
    .default({}),
  sort: z
    .strictObject({
      /**
       * `position` = the category's own order (default), then popularity. `ASC` is each type's
       * natural order (category order, most popular first, A→Z, newest first); `DESC` reverses it.
       * With a title search, `position` puts titles starting with the query first.
       */
      type: z.enum(['position', 'popularity', 'title', 'new']).default('position'),
      direction: z.enum(['ASC', 'DESC']).default('ASC'),
      top_categories: z.array(z.string().max(100)).max(20).optional(),
    })
    .optional(),
  without_territorial_restrictions: z.boolean().optional(),
});
export type GamesFilterBody = z.input<typeof GamesFilterBody>;

export const GamesFilterResponse = z.object({ data: z.array(Game), pagination: GamesPagination });
export type GamesFilterResponse = z.infer<typeof GamesFilterResponse>;

export const GamesSelectBody = z.strictObject({
  game_ids: z
    .array(z.string().min(1).max(200))
    .min(1, 'validation.required')
    .max(200, 'validation.max_value'),
  device: Device.optional(),
});
export type GamesSelectBody = z.input<typeof GamesSelectBody>;
/**
 * `POST /api/games_filter/select_by_seo_titles` (the newer client finds a game page's game by
 * its SEO title): titles shared by several producers yield each of their games.
 */
export const GamesSelectBySeoTitlesBody = z.strictObject({
  game_seo_titles: z
    .array(z.string().min(1).max(200))
    .min(1, 'validation.required')
    .max(50, 'validation.max_value'),
  without_territorial_restrictions: z.boolean().optional(),
  device: Device.optional(),
});
export type GamesSelectBySeoTitlesBody = z.input<typeof GamesSelectBySeoTitlesBody>;

/** Keyed by identifier (a map, not an array). */
export const GamesSelectResponse = z.record(z.string(), Game);

export const GameCollection = z.object({ id: z.string(), title: z.string(), games_count: z.number().int() });
export type GameCollection = z.infer<typeof GameCollection>;

export const GameProvider = z.object({ id: z.string(), title: z.string() });
export type GameProvider = z.infer<typeof GameProvider>;

export const PlayedGame = z.object({ identifier: z.string(), last_activity_at: z.string().nullable() });
export type PlayedGame = z.infer<typeof PlayedGame>;

export const JackpotLevel = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  index: z.number().int(),
  amount_cents: z.number().int(),
  available_amount_cents: z.number().int(),
  total_amount_cents: z.number().int(),
  current_award_value: z.number().nullable(),
  state: z.string(),
  periods: z.array(z.unknown()),
  working_days: z.array(z.unknown()).nullable(),
});
export type JackpotLevel = z.infer<typeof JackpotLevel>;

export const Jackpot = z.object({
  id: z.number().int(),
  name: z.string(),
  identifier: z.string(),
  external_id: z.string(),
  currency: z.string(),
  allowed_currencies: z.array(z.string()),
  games: z.array(z.string()),
  state: z.string(),
  levels: z.array(JackpotLevel),
});
export type Jackpot = z.infer<typeof Jackpot>;

export const JackpotWin = z.object({
  user_name: z.string(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  amount_cents: z.number().int(),
  jackpot_name: z.string(),
  jackpot_level_name: z.string(),
  jackpot_external_code: z.string(),
  jackpot_level_external_code: z.string(),
  jackpot_original_currency: z.string(),
  jackpot_original_amount_cents: z.number().int(),
});
export type JackpotWin = z.infer<typeof JackpotWin>;

/** `GET /api/games/jackpots`: `{CODE: {provider: amount}}` (amount in major units, as observed). */
export const GamesJackpots = z.record(z.string(), z.record(z.string(), z.number()));
