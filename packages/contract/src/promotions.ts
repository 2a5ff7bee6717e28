import { z } from 'zod';
import { OFFER_TRIGGERS } from './bonuses.ts';
import { OperatorPageNumber, OperatorPageSize, operatorSort } from './operator-paging.ts';

/**
 * The back office's promotions: lists of offers, generated single-use codes, gifts given by hand,
 * the cashback job's runs and the promotion configs the screens edit.
 */

/** `GET /api/operator/bonus_offers?page=&per_page=&trigger=&q=` (q: part of the group key, code or English title). */
export const OperatorOffersQuery = z.strictObject({
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  trigger: z.enum(OFFER_TRIGGERS, 'validation.invalid_value').optional(),
  q: z.string().trim().max(100, 'validation.too_long').optional(),
  /** A column's order; none: the operator's order (position, then id). */
  sort: operatorSort(['id', 'group_key', 'trigger'] as const).optional(),
});
export type OperatorOffersQuery = z.input<typeof OperatorOffersQuery>;

/** An offer as the operator wrote it, with its id (`GET /api/operator/bonus_offers`). */
export const OperatorOffer = z.object({
  id: z.number().int(),
  group_key: z.string(),
  trigger: z.enum(OFFER_TRIGGERS),
  code: z.string().nullable(),
  titles: z.record(z.string(), z.string()),
  reward: z.enum(['bonus', 'freespins', 'real']),
  match_percent: z.number().int().nullable(),
  amounts: z.record(z.string(), z.number().int()),
  min_deposit: z.record(z.string(), z.number().int()),
  freespins_game: z.string().nullable(),
  freespins_count: z.number().int().nullable(),
  freespins_stakes: z.record(z.string(), z.number().int()),
  wager_multiplier: z.number().int(),
  max_bet: z.record(z.string(), z.number().int()),
  max_win: z.record(z.string(), z.number().int()),
  contributions: z.object({
    slots: z.number().int(),
    tables: z.number().int(),
    originals: z.number().int(),
    live: z.number().int(),
  }),
  activation_days: z.number().int(),
  valid_days: z.number().int(),
  cashback_period: z.enum(['day', 'week']).nullable(),
  cashback_percent: z.number().int().nullable(),
  cashback_min_loss: z.record(z.string(), z.number().int()),
  group_ids: z.array(z.number().int()),
  countries: z.array(z.string()),
  licences: z.array(z.string()),
  available_from: z.string().nullable(),
  available_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  per_player: z.number().int(),
  position: z.number().int(),
  active: z.boolean(),
});
export type OperatorOffer = z.infer<typeof OperatorOffer>;

export const OperatorOffersPage = z.object({
  offers: z.array(OperatorOffer),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type OperatorOffersPage = z.infer<typeof OperatorOffersPage>;

// ---------------------------------------------------------------- generated codes

/** The most codes one request generates. */
export const MAX_CODES_PER_BATCH = 10_000;

/**
 * `POST /api/operator/bonus_offers/{id}/codes`: `count` single-use codes for a coupon or promo
 * offer, each `PREFIX-XXXX-XXXX-XXXX` (12 random characters of an alphabet without 0, O, 1, I, L).
 */
export const BonusCodesBody = z.strictObject({
  count: z
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min_value')
    .max(MAX_CODES_PER_BATCH, 'validation.max_value'),
  prefix: z
    .string('validation.invalid_type')
    .trim()
    .regex(/^[A-Za-z0-9]{0,16}$/, 'validation.invalid_format')
    .transform((prefix) => prefix.toUpperCase())
    .optional(),
  /**
   * Made by the client once per form submission: a repeat of the request with the same key (a
   * double click, a retry) generates nothing more and answers the first batch.
   */
  idempotency_key: z
    .string('validation.invalid_type')
    .min(1, 'validation.required')
    .max(100, 'validation.too_long')
    .optional(),
});
export type BonusCodesBody = z.input<typeof BonusCodesBody>;

export const BonusCodeBatch = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  count: z.number().int(),
  prefix: z.string(),
  created_at: z.string(),
  /** How many of its codes were redeemed. */
  used: z.number().int(),
});
export type BonusCodeBatch = z.infer<typeof BonusCodeBatch>;

export const BONUS_CODE_STATUSES = ['unused', 'used'] as const;

/** `GET /api/operator/bonus_offers/{id}/codes` and `codes.csv` (the CSV takes no page). */
export const BonusCodesQuery = z.strictObject({
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  batch_id: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1)
    .max(2_147_483_647)
    .optional(),
  status: z.enum(BONUS_CODE_STATUSES, 'validation.invalid_value').optional(),
  /** The list's order (`id`: as made, the default; `used_at`); the CSV always goes as made. */
  sort: operatorSort(['id', 'used_at'] as const).default('id'),
});
export type BonusCodesQuery = z.input<typeof BonusCodesQuery>;

export const BonusCode = z.object({
  id: z.number().int(),
  /** As players type it (separators optional, any case). */
  code: z.string(),
  batch_id: z.number().int(),
  created_at: z.string(),
  used_at: z.string().nullable(),
  used_by: z.number().int().nullable(),
  gift_id: z.number().int().nullable(),
});
export type BonusCode = z.infer<typeof BonusCode>;

export const BonusCodesPage = z.object({
  codes: z.array(BonusCode),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type BonusCodesPage = z.infer<typeof BonusCodesPage>;

// ---------------------------------------------------------------- gifts by hand

/** `POST /api/operator/bonuses`: a gift of an offer to a player (free spins, a bonus). */
export const GiftIssueBody = z.strictObject({
  user_id: z
    .number('validation.integer')
    .int('validation.integer')
    .positive('validation.min_value')
    .max(2_147_483_647, 'validation.max_value'),
  offer_id: z
    .number('validation.integer')
    .int('validation.integer')
    .positive('validation.min_value')
    .max(2_147_483_647, 'validation.max_value'),
  currency: z.string('validation.required').regex(/^[A-Z0-9]{2,10}$/, 'validation.invalid_format'),
  /** The bonus money; default: the offer's amount in that currency. */
  amount_cents: z
    .number('validation.integer')
    .int('validation.integer')
    .positive('validation.min_value')
    .max(1_000_000_000_000, 'validation.max_value')
    .optional(),
  /** Unique per gift: a retry with the same key gives nothing more. */
  idempotency_key: z
    .string('validation.required')
    .min(1, 'validation.required')
    .max(100, 'validation.too_long'),
});
export type GiftIssueBody = z.infer<typeof GiftIssueBody>;

// ---------------------------------------------------------------- cashback

/** What one cashback period paid in one currency (from its gifts' source keys). */
export const CashbackPeriodRun = z.object({
  /** The period's first day (UTC), `YYYY-MM-DD`. */
  period_start: z.string(),
  currency: z.string(),
  gifts: z.number().int(),
  amount_cents: z.number().int(),
  first_at: z.string().nullable(),
  last_at: z.string().nullable(),
});
export type CashbackPeriodRun = z.infer<typeof CashbackPeriodRun>;

/** `GET /api/operator/cashback`: the job's last pass and, per cashback offer, its settings and paid periods. */
export const CashbackOverview = z.object({
  job: z.object({
    /** When the last pass started and ended; null before the first. */
    last_started_at: z.string().nullable(),
    last_finished_at: z.string().nullable(),
    /** The start of the last pass that succeeded. */
    last_succeeded_at: z.string().nullable(),
    next_due_at: z.string().nullable(),
    running: z.boolean(),
    interval_minutes: z.number().int(),
  }),
  offers: z.array(z.object({ offer: OperatorOffer, periods: z.array(CashbackPeriodRun) })),
});
export type CashbackOverview = z.infer<typeof CashbackOverview>;

// ---------------------------------------------------------------- configs

/** The front-end configs the promotions screens edit (written with `PUT /api/operator/config/{name}`). */
export const PROMOTION_CONFIG_NAMES = [
  'wheel-config',
  'wheel-config-segments',
  'banners-config',
  'vip-adventures',
] as const;
export const PromotionConfigName = z.enum(PROMOTION_CONFIG_NAMES);
export type PromotionConfigName = z.infer<typeof PromotionConfigName>;

/** `GET /api/operator/promotions/config/{name}`: the value as stored (banners with their translations); null when unset. */
export const PromotionConfigAnswer = z.object({ name: PromotionConfigName, value: z.unknown() });
export type PromotionConfigAnswer = z.infer<typeof PromotionConfigAnswer>;

// ---------------------------------------------------------------- competitions

/** `GET /api/operator/tournaments` and `/lotteries`: newest first, a page at a time. */
export const OperatorPageQuery = z.strictObject({ page: OperatorPageNumber, per_page: OperatorPageSize });
export type OperatorPageQuery = z.input<typeof OperatorPageQuery>;

const Prize = z.object({
  award_place: z.number().int(),
  kind: z.enum(['money', 'bonus', 'freespins']),
  amount_cents: z.number().int(),
  offer_id: z.number().int().nullable(),
  wager_multiplier: z.number().int(),
  freespins_count: z.number().int(),
});

/** A tournament as the operator wrote it (`TournamentInput`), with its id and end. */
export const OperatorTournament = z.object({
  id: z.number().int(),
  slug: z.string(),
  frontend_identifier: z.string(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  strategy: z.enum(['bet', 'win', 'rate', 'spin']),
  currency: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  finished_at: z.string().nullable(),
  group_ids: z.array(z.number().int()),
  games: z.array(z.string()),
  producers: z.array(z.string()),
  min_bet_cents: z.number().int(),
  confirmation_required: z.boolean(),
  prizes: z.array(Prize),
});
export type OperatorTournament = z.infer<typeof OperatorTournament>;

export const OperatorTournamentsPage = z.object({
  tournaments: z.array(OperatorTournament),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type OperatorTournamentsPage = z.infer<typeof OperatorTournamentsPage>;

/** A lottery as the operator sees it: what they wrote, and the draw's proofs and winners. */
export const OperatorLottery = z.object({
  id: z.number().int(),
  slug: z.string(),
  frontend_identifier: z.string(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  currency: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  group_ids: z.array(z.number().int()),
  deposit_scale_rules: z.record(
    z.string(),
    z.array(z.object({ from_amount_cents: z.number().int(), price_cents: z.number().int() })),
  ),
  comp_points_ticket_price: z.number().int(),
  max_tickets_per_player: z.number().int().nullable(),
  prizes: z.array(Prize),
  /** SHA-256 of the server seed, published from the start. */
  server_seed_hash: z.string(),
  /** The seed itself, revealed once drawn. */
  server_seed: z.string().nullable(),
  /** SHA-256 of the published ticket list the draw was computed from. */
  tickets_hash: z.string().nullable(),
  drawn_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  tickets_count: z.number().int(),
  winners: z.array(
    z.object({
      award_place: z.number().int(),
      ticket: z.number().int(),
      user_id: z.number().int(),
      paid_at: z.string().nullable(),
    }),
  ),
});
export type OperatorLottery = z.infer<typeof OperatorLottery>;

export const OperatorLotteriesPage = z.object({
  lotteries: z.array(OperatorLottery),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type OperatorLotteriesPage = z.infer<typeof OperatorLotteriesPage>;
