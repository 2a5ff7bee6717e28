import { z } from 'zod';
import { OperatorPageNumber, OperatorPageSize, operatorSort } from './operator-paging.ts';

/**
 * The back office's Games screens (permissions games.read / games.write): the catalogue, the
 * categories' order, producers, wallet providers and their secrets, jackpots, and the RTP each
 * game returned against the one it declares.
 */

const Country = z.string('validation.invalid_type').regex(/^[A-Z]{2}$/, 'validation.invalid_format');
/** ISO countries, each once (at most every country there is). */
export const RestrictedCountries = z
  .array(Country, 'validation.invalid_type')
  .max(250, 'validation.too_long')
  .refine((list) => new Set(list).size === list.length, 'validation.duplicate');

/** The catalogue's sortable columns (`?sort=rtp`, `?sort=-rtp`); by title unless asked. */
export const OPERATOR_GAME_SORTS = ['title', 'producer', 'rtp', 'enabled'] as const;

export const OperatorGamesQuery = z.strictObject({
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  sort: operatorSort(OPERATOR_GAME_SORTS).default('title'),
  /** Part of the title or the identifier. */
  q: z.string().max(200, 'validation.too_long').optional(),
  producer: z.string().max(100, 'validation.too_long').optional(),
  enabled: z.enum(['true', 'false'], 'validation.invalid_value').optional(),
});
export type OperatorGameSort = z.output<typeof OperatorGamesQuery>['sort'];

export const OperatorGame = z.object({
  id: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  producer: z.string(),
  enabled: z.boolean(),
  /** The game's own restrictions (its producer's apply too). */
  restricted_countries: z.array(z.string()),
  /** Declared return to player, percent. */
  rtp: z.number(),
  categories: z.array(z.string()),
});
export type OperatorGame = z.infer<typeof OperatorGame>;

export const OperatorGamesPage = z.object({
  games: z.array(OperatorGame),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type OperatorGamesPage = z.infer<typeof OperatorGamesPage>;

/** `PATCH /api/operator/games/{id}` (an empty body: `422 base games.errors.nothing_to_change`). */
export const OperatorGameUpdateBody = z.strictObject({
  enabled: z.boolean('validation.invalid_type').optional(),
  restricted_countries: RestrictedCountries.optional(),
});
export type OperatorGameUpdateBody = z.infer<typeof OperatorGameUpdateBody>;

// ------------------------------------------------------------------------------------- categories

export const OperatorCategory = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO country of a geo variant (`top:ca`); null for the base category. */
  country: z.string().nullable(),
  position: z.number().int(),
  games_count: z.number().int(),
});
export type OperatorCategory = z.infer<typeof OperatorCategory>;

/** `PUT /api/operator/categories/order`: every category, in the lobby's new order. */
export const OperatorCategoryOrderBody = z.strictObject({
  category_ids: z
    .array(z.string().max(100, 'validation.too_long'), 'validation.required')
    .min(1, 'validation.required')
    .max(1_000, 'validation.too_long'),
});
export type OperatorCategoryOrderBody = z.infer<typeof OperatorCategoryOrderBody>;

/** Most games one category may order at once. */
export const CATEGORY_GAMES_MAX = 5_000;

/** A game of a category, in the category's order. */
export const OperatorCategoryGame = z.object({
  id: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  enabled: z.boolean(),
});
export type OperatorCategoryGame = z.infer<typeof OperatorCategoryGame>;

export const OperatorCategoryGames = z.object({
  category: OperatorCategory,
  games: z.array(OperatorCategoryGame),
});
export type OperatorCategoryGames = z.infer<typeof OperatorCategoryGames>;

/** `PUT /api/operator/categories/{id}/games`: the category's games (the same ones), in their new order. */
export const OperatorCategoryGamesBody = z.strictObject({
  game_ids: z
    .array(z.number('validation.integer').int('validation.integer').min(1), 'validation.required')
    .max(CATEGORY_GAMES_MAX, 'validation.too_long')
    .refine((list) => new Set(list).size === list.length, 'validation.duplicate'),
});
export type OperatorCategoryGamesBody = z.infer<typeof OperatorCategoryGamesBody>;

// -------------------------------------------------------------------------------------- producers

export const OperatorProducer = z.object({
  slug: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  restricted_countries: z.array(z.string()),
  games_count: z.number().int(),
});
export type OperatorProducer = z.infer<typeof OperatorProducer>;

/** `PATCH /api/operator/producers/{slug}` (an empty body: `422 base games.errors.nothing_to_change`). */
export const OperatorProducerUpdateBody = z.strictObject({
  enabled: z.boolean('validation.invalid_type').optional(),
  restricted_countries: RestrictedCountries.optional(),
});
export type OperatorProducerUpdateBody = z.infer<typeof OperatorProducerUpdateBody>;

// ------------------------------------------------------------------------------- wallet providers

/** A game provider of the seamless wallet; its secret is never shown after creation or rotation. */
export const OperatorWalletProvider = z.object({
  key: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  rotated_at: z.string().nullable(),
  /** Until when the secret before the last rotation is still accepted (null: not at all). */
  previous_valid_until: z.string().nullable(),
});
export type OperatorWalletProvider = z.infer<typeof OperatorWalletProvider>;

/** The provider and its new secret: the one answer that carries it (the audit log masks it). */
export const OperatorWalletProviderSecret = z.object({
  provider: OperatorWalletProvider,
  secret: z.string(),
});
export type OperatorWalletProviderSecret = z.infer<typeof OperatorWalletProviderSecret>;

export const WALLET_PROVIDER_KEY = /^[a-z0-9][a-z0-9_-]{1,63}$/;

export const OperatorWalletProviderCreateBody = z.strictObject({
  key: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .regex(WALLET_PROVIDER_KEY, 'validation.invalid_format'),
});
export type OperatorWalletProviderCreateBody = z.infer<typeof OperatorWalletProviderCreateBody>;

/** Longest grace a rotated-out secret may keep: a week. */
export const ROTATION_GRACE_MAX_MINUTES = 7 * 24 * 60;

/** `POST /api/operator/wallet_providers/{key}/rotate`: how long the old secret stays valid (0: not at all). */
export const OperatorWalletProviderRotateBody = z.strictObject({
  grace_minutes: z
    .number('validation.integer')
    .int('validation.integer')
    .min(0, 'validation.min_value')
    .max(ROTATION_GRACE_MAX_MINUTES, 'validation.max_value')
    .default(60),
});
export type OperatorWalletProviderRotateBody = z.input<typeof OperatorWalletProviderRotateBody>;

/** `PATCH /api/operator/wallet_providers/{key}`: deactivate (every request refused) or reactivate. */
export const OperatorWalletProviderUpdateBody = z.strictObject({
  active: z.boolean('validation.required'),
});

// --------------------------------------------------------------------------------------- jackpots

export const OperatorJackpot = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  currency: z.string(),
  state: z.string(),
  games: z.array(z.string()),
  levels: z.array(
    z.object({
      identifier: z.string(),
      name: z.string(),
      /** What the level pays now, in minor units of the jackpot's currency. */
      amount_cents: z.number().int(),
      available_amount_cents: z.number().int(),
      total_amount_cents: z.number().int(),
    }),
  ),
});
export type OperatorJackpot = z.infer<typeof OperatorJackpot>;

// -------------------------------------------------------------------------------------------- RTP

export const OperatorRtpQuery = z.strictObject({
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  /** The period's start (default: 30 days before `to`). */
  from: z.iso.datetime({ offset: true, message: 'validation.invalid_format' }).optional(),
  /** The period's end, excluded (default: now). */
  to: z.iso.datetime({ offset: true, message: 'validation.invalid_format' }).optional(),
  /** Only games whose declared RTP lies outside the interval. */
  outside: z.enum(['true', 'false'], 'validation.invalid_value').optional(),
});

/**
 * ok: the declared RTP lies inside the 95 % interval; outside: it does not; too_few: fewer rounds
 * than RTP_MIN_ROUNDS, no judgement.
 */
export const RTP_VERDICTS = ['ok', 'outside', 'too_few'] as const;
/** Below this many rounds the normal approximation is not trusted and no game is flagged. */
export const RTP_MIN_ROUNDS = 30;

export const OperatorGameRtp = z.object({
  identifier: z.string(),
  title: z.string(),
  producer: z.string(),
  /** Declared, percent. */
  declared_rtp: z.number(),
  /** Rounds closed in the period with a stake. */
  rounds: z.number().int(),
  /** Mean return per round (wins / stake), percent; null without rounds. */
  measured_rtp: z.number().nullable(),
  /** The 95 % confidence interval of the measured RTP, percent (normal approximation). */
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  verdict: z.enum(RTP_VERDICTS),
});
export type OperatorGameRtp = z.infer<typeof OperatorGameRtp>;

export const OperatorRtpPage = z.object({
  games: z.array(OperatorGameRtp),
  from: z.string(),
  to: z.string(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type OperatorRtpPage = z.infer<typeof OperatorRtpPage>;
