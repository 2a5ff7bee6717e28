import { z } from 'zod';
import { LOCALES } from './locales.ts';

export const PlayerStatus = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.union([z.string(), z.number()]),
});
export type PlayerStatus = z.infer<typeof PlayerStatus>;

/** `GET /api/player` of a signed-in player. */
export const Player = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  state: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  personal_id_number: z.string().nullable(),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  receive_promos_via_phone_calls: z.boolean(),
  agreed_to_partner_promotions: z.boolean(),
  currency: z.string(),
  language: z.string(),
  statuses: z.array(PlayerStatus),
  auth_fields_missed: z.array(z.string()),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  current_sign_in_at: z.string().nullable(),
  deposit_bonus_code: z.string().nullable(),
  can_issue_bonuses: z.boolean(),
  verified: z.boolean(),
  sumsub_verified: z.boolean().nullable(),
  sow_questionnaire_expires_at: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  autoregistered: z.boolean(),
  autologin_link: z.string().nullable(),
  license_name: z.string(),
  profession: z.null(),
});
export type Player = z.infer<typeof Player>;

/** A guest's `GET /api/player`: 200 without `id` (a 401 would log the page out on load). */
export const GuestPlayer = z.object({
  id: z.undefined().optional(),
  country: z.string(),
  currency: z.string(),
});
export type GuestPlayer = z.infer<typeof GuestPlayer>;

export const PlayerOrGuest = z.union([Player, GuestPlayer]);
export type PlayerOrGuest = z.infer<typeof PlayerOrGuest>;

const text = (max: number) => z.string().max(max, 'validation.too_long').nullable().optional();

/**
 * `PATCH /api/player`: a player_fields context and the fields its form shows. Which fields the
 * context allows and their rules are checked by the server; e-mail, currency and
 * locale change through their own calls.
 */
export const PatchPlayerBody = z.strictObject({
  context: z.string().min(1, 'validation.required').max(50, 'validation.too_long'),
  player: z.strictObject({
    nickname: text(50),
    first_name: text(100),
    last_name: text(100),
    gender: text(20),
    date_of_birth: text(20),
    country: text(2),
    city: text(100),
    address: text(255),
    postal_code: text(20),
    state: text(50),
    mobile_phone: text(30),
    personal_id_number: text(30),
    receive_promos: z.boolean().optional(),
    receive_sms_promos: z.boolean().optional(),
  }),
});
export type PatchPlayerBody = z.infer<typeof PatchPlayerBody>;

/** `GET /api/player/settings`: realtime socket, the (unused) reCAPTCHA key and Orbit's own captcha. */
export const PlayerSettings = z.object({
  cent: z.object({
    url: z.string(),
    user: z.string(),
    token: z.string(),
    timestamp: z.number().int(),
    authEndpoint: z.string(),
  }),
  recaptcha: z.string(),
  recaptcha_version: z.number().int(),
  /** Null when the operator turned the captcha off (CAPTCHA=off). */
  captcha: z.object({ type: z.literal('altcha'), challengeurl: z.string() }).nullable(),
});
export type PlayerSettings = z.infer<typeof PlayerSettings>;

/** One currency's totals of the player's play and payments, in minor units. */
export const CurrencyStats = z.object({
  /** Succeeded deposits: how many and their sum. */
  deposits_count: z.number().int(),
  deposits_cents: z.number().int(),
  /** Withdrawals paid out: how many and their sum. */
  cashouts_count: z.number().int(),
  cashouts_cents: z.number().int(),
  /** Stakes of bets that stood (rolled-back ones do not count) and the wins paid. */
  bets_cents: z.number().int(),
  wins_cents: z.number().int(),
  /** wins − bets: negative when the player lost. */
  net_cents: z.number().int(),
  /** Rounds the player staked in. */
  rounds: z.number().int(),
});
export type CurrencyStats = z.infer<typeof CurrencyStats>;

/**
 * `GET /api/player/stats`: the reference's fields (sums in major units per currency, what the
 * spec's client reads) and the rest of each currency's totals in minor units under `currencies`.
 */
export const PlayerStats = z.object({
  deposits_count: z.number().int(),
  deposits_sum: z.record(z.string(), z.number()),
  cashouts_sum: z.record(z.string(), z.number()),
  bets_sum: z.record(z.string(), z.number()),
  wins_sum: z.record(z.string(), z.number()),
  net_sum: z.record(z.string(), z.number()),
  currencies: z.record(z.string(), CurrencyStats),
  messages: z.object({ notice: z.string() }),
});
export type PlayerStats = z.infer<typeof PlayerStats>;

const GroupId = z.union([
  z.number().int('validation.integer').positive('validation.invalid_value'),
  z.string().regex(/^\d{1,9}$/, 'validation.invalid_value'),
]);

/** `POST /api/player/groups`: join or leave writable groups (A/B test, live chat, popups). */
export const PlayerGroupsBody = z.strictObject({
  groups: z.strictObject({
    add: z.array(GroupId).max(10, 'validation.too_long').optional(),
    remove: z.array(GroupId).max(10, 'validation.too_long').optional(),
  }),
});
export type PlayerGroupsBody = z.infer<typeof PlayerGroupsBody>;

/** A wallet account. */
export const Account = z.object({
  currency: z.string(),
  amount_cents: z.number().int(),
  available_to_cashout_cents: z.number().int(),
  available_to_bet_with_locked_cent: z.number().int(),
  hidden_at: z.string().nullable(),
  deposit_available: z.boolean(),
  selected_lottery_id: z.number().int().nullable(),
  active: z.boolean(),
});
export type Account = z.infer<typeof Account>;

/** The account item of `GET /api/player/accounts?compatibility=true`. */
export const CompatAccount = z.object({
  currency: z.string(),
  amount_cents: z.number().int(),
  available_to_cashout_cents: z.number().int(),
  wager_status: z.string(),
});
export type CompatAccount = z.infer<typeof CompatAccount>;

export const AccountsQuery = z.object({
  compatibility: z.enum(['true', 'false'], 'validation.invalid_value').optional(),
});

/** `POST /api/player/accounts`: open (or select) the wallet of an enabled currency. */
export const OpenAccountBody = z.strictObject({
  currency: z.string().min(1, 'validation.required').max(10, 'validation.too_long'),
});
export type OpenAccountBody = z.infer<typeof OpenAccountBody>;

export const UpdateLocaleBody = z.strictObject({
  locale: z.enum(LOCALES, 'validation.invalid_value'),
});
export type UpdateLocaleBody = z.infer<typeof UpdateLocaleBody>;

/** `GET /api/subscriptions` and the answer of `PUT`. */
export const Subscriptions = z.object({
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  receive_promos_via_phone_calls: z.boolean(),
  agreed_to_partner_promotions: z.boolean(),
});
export type Subscriptions = z.infer<typeof Subscriptions>;

/**
 * `PUT /api/subscriptions`: the booleans to change. Subscribing to promo e-mail again answers
 * 422 `{errors: {receive_promos: ['subscriptions.already_subscribed']}}` (the spec's toast).
 */
export const UpdateSubscriptionsBody = z
  .strictObject({
    receive_promos: z.boolean().optional(),
    receive_sms_promos: z.boolean().optional(),
    receive_promos_via_phone_calls: z.boolean().optional(),
    agreed_to_partner_promotions: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'validation.required' });
export type UpdateSubscriptionsBody = z.infer<typeof UpdateSubscriptionsBody>;
