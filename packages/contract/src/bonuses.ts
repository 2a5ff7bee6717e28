import { z } from 'zod';
import { BonusOffer } from './config.ts';
import { GIFT_STAGES } from './rules/gifts.ts';

// ---------------------------------------------------------------- gifts: /api/player/bonuses, /freespins

const Stage = z.enum(GIFT_STAGES);

/** A bonus given to the player (`GET /api/player/bonuses`, the `bonuses_changes` event). */
export const Gift = z.object({
  id: z.number().int(),
  title: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  stage: Stage,
  /** How the bonus money was given: deposit, registration, coupon, promo, cashback, freespins, manual. */
  strategy: z.string(),
  amount_wager_requirement_cents: z.number().int(),
  amount_wager_cents: z.number().int(),
  created_at: z.string(),
  activatable_until: z.string().nullable(),
  valid_until: z.string(),
  activatable: z.boolean(),
  cancelable: z.boolean(),
  type: z.string(),
  group_key: z.string(),
  /** Orbit's extras: the largest stake while it wagers and the most it converts into real money. */
  max_bet_cents: z.number().int().nullable(),
  max_win_cents: z.number().int().nullable(),
  /** Percent of a stake that counts, per game family (slots, tables, originals, live). */
  contributions: z.record(z.string(), z.number().int()),
  finished_at: z.string().nullable(),
  /** At the end: what became real money (wager_done) or was taken back (lost, canceled, expired). */
  converted_cents: z.number().int().nullable(),
  forfeited_cents: z.number().int().nullable(),
});
export type Gift = z.infer<typeof Gift>;

/** Free spins given to the player (`GET /api/player/freespins`, the `freespins_changes` event). */
export const FreeSpinIssue = z.object({
  id: z.number().int(),
  title: z.string(),
  freespins_total: z.number().int(),
  freespins_performed: z.number().int().nullable(),
  /** The stake of one spin, in the currency's minor units. */
  bet_level: z.number().int(),
  stage: Stage,
  games: z.array(z.string()),
  games_info: z.array(z.object({ identifier: z.string(), title: z.string(), path: z.string() })),
  /** Where the player plays them (the game page). */
  activation_path: z.string(),
  provider: z.string(),
  currency: z.string(),
  created_at: z.string(),
  activatable_until: z.string().nullable(),
  valid_until: z.string().nullable(),
  activatable: z.boolean(),
  activation_condition: z.null(),
  cancelable: z.boolean(),
  group_key: z.string(),
  type: z.string(),
  /** Orbit's extras: what the spins have won so far, and the wager of the bonus it becomes. */
  win_cents: z.number().int(),
  wager_multiplier: z.number().int(),
});
export type FreeSpinIssue = z.infer<typeof FreeSpinIssue>;

/** What cancelling a wagering bonus would forfeit (`GET /api/player/bonuses/{id}/cancel_info`), in major units. */
export const CancelInfo = z.object({
  id: z.number().int(),
  /** What the player could withdraw after the cancel (the real pocket). */
  total_withdrawal_amount: z.string(),
  current_balance: z.string(),
  cash_balance: z.string(),
  /** The bonus pocket: forfeited by the cancel. */
  bonus_balance: z.string(),
  /** The part of the bonus pocket won above the bonus itself. */
  bonus_winnings: z.string(),
  currency: z.string(),
});
export type CancelInfo = z.infer<typeof CancelInfo>;

// ---------------------------------------------------------------- offers: /api/bonuses/deposit, /registration

/**
 * A deposit or registration offer the player may take (`GET /api/bonuses/deposit`), in the
 * configs' offer shape (its id is a string), with Orbit's extras for the offer card: the match
 * percent (deposit), and the logo and link of `modify-gifts-config`.
 */
export const AvailableOffer = BonusOffer.extend({
  title: z.string(),
  group_key: z.string(),
  match_percent: z.number().int().nullable(),
  image: z.string().nullable(),
  url: z.string().nullable(),
});
export type AvailableOffer = z.infer<typeof AvailableOffer>;

/** `GET /api/bonuses/available_bonuses`: false for a multi-account player or one who turned bonuses off. */
export const AvailableBonuses = z.object({ available_bonuses: z.boolean() });
export type AvailableBonuses = z.infer<typeof AvailableBonuses>;

// ---------------------------------------------------------------- cashback: /api/bonuses/cashback

/**
 * A running cashback offer's terms in one currency (the player's, or the visitor's country's),
 * for the promotions pages: `percent` of the period's net real-money loss, from `min_loss_cents`,
 * up to `cap_cents` (null: no cap); a bonus with `wager_multiplier`× wagering, or real money.
 */
export const CashbackTerms = z.object({
  id: z.string(),
  title: z.string(),
  group_key: z.string(),
  period: z.enum(['day', 'week']),
  percent: z.number().int(),
  min_loss_cents: z.number().int(),
  cap_cents: z.number().int().nullable(),
  currency: z.string(),
  reward: z.enum(['bonus', 'real']),
  wager_multiplier: z.number().int(),
  /** For some player groups only (the demo's VIPs). */
  members_only: z.boolean(),
  /** Whether the signed-in player gets it; null for a guest. */
  eligible: z.boolean().nullable(),
});
export type CashbackTerms = z.infer<typeof CashbackTerms>;

/** `GET /api/bonuses/cashback?locale=`: the titles' language (else the player's, else English). */
export const OfferLocaleQuery = z.object({ locale: z.string().max(10).optional() });

// ---------------------------------------------------------------- codes

const Code = z.string().trim().min(1, 'validation.required').max(64, 'validation.too_long');

export const PromoCodeBody = z.object({ code: Code });
export type PromoCodeBody = z.infer<typeof PromoCodeBody>;
/** The gift a promo code gave. */
export const PromoCodeAnswer = z.object({ bonus_id: z.string(), name: z.string(), bonus_type: z.string() });
export type PromoCodeAnswer = z.infer<typeof PromoCodeAnswer>;

export const CouponBody = z.object({ coupon_code: Code });
export type CouponBody = z.infer<typeof CouponBody>;
export const COUPON_STATUSES = ['successfully_activated', 'already_activated', 'failed_to_activate'] as const;
export const CouponAnswer = z.object({ status: z.enum(COUPON_STATUSES) });
export type CouponAnswer = z.infer<typeof CouponAnswer>;

export const SetBonusCodeBody = z.object({ deposit_bonus_code: Code });
export const BonusSettingsBody = z.object({ can_issue: z.boolean() });

// ---------------------------------------------------------------- operator: /api/operator/bonus_offers

export const OFFER_TRIGGERS = ['deposit', 'registration', 'coupon', 'promo', 'cashback', 'manual'] as const;
export const OFFER_REWARDS = ['bonus', 'freespins', 'real'] as const;

/** The largest amount an offer may name: a safe integer of minor units with room to add. */
const MAX_OFFER_CENTS = 1_000_000_000_000;
const Amounts = z.record(
  z.string().regex(/^[A-Z0-9]{2,10}$/, 'validation.invalid_format'),
  z.number().int().min(0).max(MAX_OFFER_CENTS),
);
const Percent = z.number().int().min(0).max(100);

/** A bonus offer as the operator writes it. Amounts are minor units per currency (`{EUR: 10000}`). */
export const BonusOfferInput = z
  .object({
    group_key: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'validation.invalid_format'),
    trigger: z.enum(OFFER_TRIGGERS),
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalid_format')
      .transform((code) => code.toUpperCase())
      .nullable()
      .default(null),
    titles: z
      .record(z.string().max(10), z.string().trim().min(1).max(200))
      .refine((titles) => 'en' in titles, 'validation.required'),
    reward: z.enum(OFFER_REWARDS),
    match_percent: z.number().int().min(1).max(1000).nullable().default(null),
    amounts: Amounts.default({}),
    min_deposit: Amounts.default({}),
    freespins_game: z.string().max(200).nullable().default(null),
    freespins_count: z.number().int().min(1).max(1000).nullable().default(null),
    freespins_stakes: Amounts.default({}),
    wager_multiplier: z.number().int().min(0).max(200).default(0),
    max_bet: Amounts.default({}),
    max_win: Amounts.default({}),
    contributions: z
      .object({ slots: Percent, tables: Percent, originals: Percent, live: Percent })
      .default({ slots: 100, tables: 10, originals: 20, live: 0 }),
    activation_days: z.number().int().min(1).max(365).default(7),
    valid_days: z.number().int().min(1).max(365).default(30),
    cashback_period: z.enum(['day', 'week']).nullable().default(null),
    cashback_percent: z.number().int().min(1).max(100).nullable().default(null),
    cashback_min_loss: Amounts.default({}),
    group_ids: z.array(z.number().int()).max(100).default([]),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(300)
      .default([]),
    licences: z.array(z.string().max(20)).max(20).default([]),
    available_from: z.iso.datetime({ offset: true }).nullable().default(null),
    available_until: z.iso.datetime({ offset: true }).nullable().default(null),
    max_uses: z.number().int().min(1).nullable().default(null),
    per_player: z.number().int().min(1).max(1000).default(1),
    position: z.number().int().default(0),
    active: z.boolean().default(true),
  })
  .superRefine((offer, ctx) => {
    const need = (ok: boolean, path: string, message = 'validation.required') => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(
      offer.trigger !== 'deposit' || offer.match_percent !== null || Object.keys(offer.amounts).length > 0,
      'match_percent',
    );
    // A coupon or promo offer without its own code is reached only through its generated codes.
    need(
      offer.reward !== 'freespins' || (offer.freespins_game !== null && offer.freespins_count !== null),
      'freespins_game',
    );
    need(offer.reward !== 'freespins' || Object.keys(offer.freespins_stakes).length > 0, 'freespins_stakes');
    need(
      offer.trigger !== 'cashback' || (offer.cashback_period !== null && offer.cashback_percent !== null),
      'cashback_percent',
    );
    need(offer.reward !== 'real' || offer.trigger === 'cashback', 'reward', 'validation.invalid');
    need(
      offer.reward === 'freespins' || offer.trigger === 'cashback' || Object.keys(offer.amounts).length > 0,
      'amounts',
    );
  });
export type BonusOfferInput = z.input<typeof BonusOfferInput>;
export type BonusOfferDefinition = z.output<typeof BonusOfferInput>;
