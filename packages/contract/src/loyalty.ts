import { z } from 'zod';
import { LootboxItem } from './config.ts';
import { COMP_KINDS, LOOTBOX_STAGES } from './rules/loyalty.ts';

// ---------------------------------------------------------------- comp points

/** `GET /api/player/comp_points`: spendable coins and the status points that decide the level. */
export const CompPoints = z.object({
  chargeable: z.object({ points: z.number().int() }),
  persistent: z.object({ points: z.number().int() }),
});
export type CompPoints = z.infer<typeof CompPoints>;

/** The `comps_award` event: the balance after a bet earned points (or an exchange spent them). */
export const CompsAward = CompPoints.extend({
  /** Whole points this change added (negative when spent or rolled back). */
  chargeable_delta: z.number().int(),
  /** The loyalty level now (`level_N`); it changed when this differs from the profile's. */
  level: z.string(),
});
export type CompsAward = z.infer<typeof CompsAward>;

const MoneyRate = z.object({
  points: z.number().int(),
  currency: z.string(),
  amount_cents: z.number().int(),
});

/**
 * A comp-shop card (`GET /api/comp_points/rates/{kind}`; money cards also under `/rates/money`
 * with `rates` per currency). `rate.points` is the price of one in coins.
 */
export const CompCard = z.object({
  group: z.string(),
  title: z.string(),
  wager: z.number(),
  rate: z.object({ points: z.number().int(), freespins_count: z.number().int().optional() }),
  rates: z.array(MoneyRate).optional(),
  games: z.array(z.string()),
  /** Lootbox cards: the title of the lootbox (a wheel spin when it names `manual_wheel`). */
  bonus_title: z.string().optional(),
  lottery_ids: z.array(z.number().int()).optional(),
  /** Orbit's extras: the badge, the Special rewards tab, the free spins' stake per spin. */
  badge: z.enum(['popular', 'new', 'vip']).nullable(),
  special: z.boolean(),
  max_win_cents: z.number().int().nullable().optional(),
});
export type CompCard = z.infer<typeof CompCard>;

/**
 * `POST /api/comp_points/exchange/{kind}`: `{exchange: {points, group}}` (a lottery: `{tickets_count,
 * lottery_id, group}`); the newer client adds the player's `currency` inside `exchange`.
 */
export const CompExchangeRequest = z.object({
  exchange: z.object({
    group: z.string().min(1).max(100),
    points: z.number().int().positive().max(1_000_000_000).optional(),
    tickets_count: z.number().int().positive().max(10_000).optional(),
    lottery_id: z.number().int().positive().optional(),
    currency: z.string().min(3).max(5).optional(),
  }),
});
export type CompExchangeRequest = z.infer<typeof CompExchangeRequest>;

/** What an exchange gave: the coins left, and the gift or lootboxes it made. */
export const CompExchangeResult = z.object({
  id: z.number().int(),
  group: z.string(),
  count: z.number().int(),
  points: z.number().int(),
  comp_points: CompPoints,
  gift_id: z.number().int().nullable(),
  lootbox_ids: z.array(z.number().int()),
});
export type CompExchangeResult = z.infer<typeof CompExchangeResult>;

// ---------------------------------------------------------------- lootboxes and the wheel

/** The verifiable draw of an opened lootbox: re-computed on /provably-fair like a game round. */
export const LootboxDraw = z.object({
  server_seed_hash: z.string(),
  /** Shown once the pair is rotated (the player's new client seed reveals it). */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** The drawn number in [0, total weight). */
  roll: z.number().int(),
});
export type LootboxDraw = z.infer<typeof LootboxDraw>;

/** `GET /api/player/lootboxes` item, the `lootboxes_changes` event and the activation's answer. */
export const Lootbox = z.object({
  id: z.number().int(),
  title: z.string(),
  group_key: z.string(),
  stage: z.enum(LOOTBOX_STAGES),
  strategy: z.string(),
  currency: z.string(),
  display: z.number().int(),
  created_at: z.string(),
  valid_until: z.string(),
  /** The won item has `prize: true` once opened. */
  items: z.array(LootboxItem),
  /** The spec's box-level weight (the newer client reads each item's): the items' total, the odds' denominator. */
  weight: z.number().int(),
  /** Orbit's extra: the draw once opened; the gift the prize became. */
  draw: LootboxDraw.nullable(),
  gift_id: z.number().int().nullable(),
});
export type Lootbox = z.infer<typeof Lootbox>;

// ---------------------------------------------------------------- VIP club

/** `GET /jam/vip_status_progress` (and `/api-fe/jam/vip_status_progress`). */
export const VipProgress = z.object({
  userId: z.number().int(),
  currency: z.string(),
  /** The status the player holds now. */
  currentStatus: z.string(),
  /** The highest status this quarter's sums have reached so far (it is held next quarter). */
  activeStatus: z.string(),
  /** The status the bars lead to; equal to the current one at the top. */
  nextStatus: z.string(),
  depositAmountCents: z.number().int(),
  depositThresholdCents: z.number().int(),
  betSumCents: z.number().int(),
  betSumThresholdCents: z.number().int(),
  /** 0…100: the mean of both bars, each capped at its threshold. */
  overallProgress: z.number(),
  /** Orbit's extra: when this quarter's sums are reset (ISO). */
  quarterEndsAt: z.string(),
});
export type VipProgress = z.infer<typeof VipProgress>;

// ---------------------------------------------------------------- operator: earn rates and shop cards

const Currency = z.string().regex(/^[A-Z0-9]{2,10}$/, 'validation.invalid_format');
const Amounts = z.record(Currency, z.number().int().nonnegative().max(1_000_000_000_000));

/** One earn rate: every `stake_cents` of real money staked on the family's games earns these points. */
export const CompEarnRate = z.strictObject({
  game_family: z.enum(['slots', 'tables', 'originals', 'live', '*']),
  currency: Currency,
  stake_cents: z.number().int().positive().max(1_000_000_000_000),
  chargeable_points: z.number().int().nonnegative().max(1_000_000),
  persistent_points: z.number().int().nonnegative().max(1_000_000),
});
export type CompEarnRate = z.infer<typeof CompEarnRate>;

/** `PUT /api/operator/comp_point_rates`: the whole table at once (a family and currency once). */
export const CompEarnRatesInput = z.array(CompEarnRate).max(2_000);

/** A comp-shop card as the operator writes it (`POST /api/operator/comp_shop_cards`, `PUT …/{id}`). */
export const CompShopCardInput = z.strictObject({
  kind: z.enum(COMP_KINDS),
  group_key: z.string().regex(/^[a-z0-9_]{1,64}$/, 'validation.invalid_format'),
  titles: z
    .record(z.string().max(10), z.string().min(1).max(200))
    .refine((t) => 'en' in t, 'validation.required'),
  points: z.number().int().positive().max(100_000_000),
  amounts: Amounts.default({}),
  offer_id: z.number().int().positive().nullable().default(null),
  lootbox_group_key: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/, 'validation.invalid_format')
    .nullable()
    .default(null),
  lottery_ids: z.array(z.number().int().positive()).max(50).default([]),
  badge: z.enum(['popular', 'new', 'vip']).nullable().default(null),
  special: z.boolean().default(false),
  group_ids: z.array(z.number().int().positive()).max(100).default([]),
  position: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type CompShopCardInput = z.infer<typeof CompShopCardInput>;
