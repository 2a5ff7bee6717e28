import { z } from 'zod';
import { UserLimit } from './limits.ts';
import { OperatorPageNumber, OperatorPageSize, operatorSort } from './operator-paging.ts';
import { Player } from './player.ts';

/**
 * The back office's Players screens: the search, a player's page (profile, balances, limits,
 * sessions, notes), block and unblock, and manual balance adjustments with four eyes above a
 * configured amount. The ledger, rounds and payments lists reuse the player API's own shapes.
 */

/** `?page=&per_page=` of a player's lists. */
export const PlayerListQuery = z.strictObject({ page: OperatorPageNumber, per_page: OperatorPageSize });
export type PlayerListQuery = z.infer<typeof PlayerListQuery>;

export const PlayersPagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type PlayersPagination = z.infer<typeof PlayersPagination>;

/** An operator as a list shows them (who wrote a note, asked or decided an adjustment). */
export const PlayersOperatorRef = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type PlayersOperatorRef = z.infer<typeof PlayersOperatorRef>;

// ------------------------------------------------------------------------------------------ search

/**
 * `GET /api/operator/players?q=&page=&per_page=`: `q` is the start of an e-mail or a nickname (any
 * case), a phone number's start (spaces and dashes ignored) or a player id. Without `q`, every
 * player, newest first.
 */
export const PlayerSearchQuery = z.strictObject({
  q: z.string().trim().max(200, 'validation.too_long').optional(),
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  /** Newest first unless asked. */
  sort: operatorSort(['id', 'email', 'created_at', 'country'] as const).default('-id'),
});
export type PlayerSearchQuery = z.infer<typeof PlayerSearchQuery>;

export const PlayerSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string(),
  created_at: z.string(),
  blocked: z.boolean(),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

export const PlayerSearchPage = z.object({ data: z.array(PlayerSummary), pagination: PlayersPagination });
export type PlayerSearchPage = z.infer<typeof PlayerSearchPage>;

// ----------------------------------------------------------------------------------- player page

export const PlayerBlock = z.object({
  at: z.string(),
  reason: z.string(),
  by: PlayersOperatorRef.nullable(),
});
export type PlayerBlock = z.infer<typeof PlayerBlock>;

/** The player's own profile fields (their `GET /api/player` shape), and what only operators see. */
export const PlayerProfile = Player.pick({
  id: true,
  email: true,
  nickname: true,
  first_name: true,
  last_name: true,
  gender: true,
  date_of_birth: true,
  country: true,
  city: true,
  address: true,
  postal_code: true,
  mobile_phone: true,
  currency: true,
  language: true,
  created_at: true,
  confirmed_at: true,
  verified: true,
  two_factor_enabled: true,
}).extend({
  license: z.string(),
  last_sign_in_at: z.string().nullable(),
  /** Locked after wrong sign-ins, until then. */
  locked_until: z.string().nullable(),
  /** Blocked by an operator; null: not blocked. */
  blocked: PlayerBlock.nullable(),
  /** Groups (not levels), with their names. */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The loyalty level (`level_3`) and its name. */
  level: z.object({ id: z.string(), name: z.string() }),
  /** The VIP status the player's groups give (regular when none). */
  vip_status: z.string(),
});
export type PlayerProfile = z.infer<typeof PlayerProfile>;

export const PlayerBalance = z.object({
  currency: z.string(),
  /** Real money (what can be cashed out). */
  real_cents: z.number().int(),
  bonus_cents: z.number().int(),
  total_cents: z.number().int(),
  /** The player's active currency. */
  active: z.boolean(),
});
export type PlayerBalance = z.infer<typeof PlayerBalance>;

/** A signed-in browser of the player, live now. */
export const PlayerSessionView = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type PlayerSessionView = z.infer<typeof PlayerSessionView>;

export const PlayerNote = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  operator: PlayersOperatorRef.nullable(),
});
export type PlayerNote = z.infer<typeof PlayerNote>;

/** The notes the player page shows at once (newest first); the rest page through `…/notes`. */
export const PLAYER_PAGE_NOTES = 20;

/**
 * `GET /api/operator/players/{id}`: the profile, balances per currency, limits and exclusions
 * (as the player's own list shows them: read only here), live sessions, the newest notes and the
 * adjustments waiting for a second operator.
 */
export const PlayerOverview = z.object({
  player: PlayerProfile,
  balances: z.array(PlayerBalance),
  limits: z.array(UserLimit),
  sessions: z.array(PlayerSessionView),
  notes: z.array(PlayerNote),
  notes_total: z.number().int(),
});
export type PlayerOverview = z.infer<typeof PlayerOverview>;

export const PlayerNotesPage = z.object({ data: z.array(PlayerNote), pagination: PlayersPagination });
export type PlayerNotesPage = z.infer<typeof PlayerNotesPage>;

export const NOTE_MAX_LENGTH = 2000;
/** `POST /api/operator/players/{id}/notes`. */
export const PlayerNoteBody = z.strictObject({
  text: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(NOTE_MAX_LENGTH, 'validation.too_long'),
});
export type PlayerNoteBody = z.infer<typeof PlayerNoteBody>;

export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;
const Reason = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .min(REASON_MIN_LENGTH, 'validation.too_short')
  .max(REASON_MAX_LENGTH, 'validation.too_long');

/** `POST /api/operator/players/{id}/block`: the reason is required (the audit log keeps it). */
export const PlayerBlockBody = z.strictObject({ reason: Reason });
export type PlayerBlockBody = z.infer<typeof PlayerBlockBody>;

/** `POST /api/operator/players/{id}/unblock`: a reason is welcome, not required. */
export const PlayerUnblockBody = z.strictObject({ reason: Reason.optional() });
export type PlayerUnblockBody = z.infer<typeof PlayerUnblockBody>;

/** A player's gift (bonus or free spins) as the back office lists it. */
export const PlayerGiftView = z.object({
  id: z.number().int(),
  kind: z.enum(['bonus', 'freespins']),
  title: z.string(),
  stage: z.string(),
  currency: z.string(),
  amount_cents: z.number().int(),
  wager_requirement_cents: z.number().int(),
  wagered_cents: z.number().int(),
  freespins_total: z.number().int().nullable(),
  freespins_performed: z.number().int(),
  freespins_game: z.string().nullable(),
  converted_cents: z.number().int().nullable(),
  forfeited_cents: z.number().int().nullable(),
  created_at: z.string(),
  valid_until: z.string(),
  finished_at: z.string().nullable(),
});
export type PlayerGiftView = z.infer<typeof PlayerGiftView>;

export const PlayerGiftsPage = z.object({ data: z.array(PlayerGiftView), pagination: PlayersPagination });
export type PlayerGiftsPage = z.infer<typeof PlayerGiftsPage>;

/** One of the player's real-money rounds (`GET …/{id}/rounds`), amounts in minor units. */
export const PlayerRoundView = z.object({
  id: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  currency: z.string(),
  provider: z.string(),
  game: z.string(),
  title: z.string(),
  stake_cents: z.number().int(),
  payout_cents: z.number().int(),
});
export type PlayerRoundView = z.infer<typeof PlayerRoundView>;

export const PlayerRoundsPage = z.object({ data: z.array(PlayerRoundView), pagination: PlayersPagination });
export type PlayerRoundsPage = z.infer<typeof PlayerRoundsPage>;

// ------------------------------------------------------------------------------------ adjustments

export const ADJUSTMENT_STATES = ['pending', 'applied', 'rejected', 'refused'] as const;
export const AdjustmentState = z.enum(ADJUSTMENT_STATES, 'validation.invalid_value');
export type AdjustmentState = z.infer<typeof AdjustmentState>;

/** The most one adjustment may move (the wallet's own bound). */
export const ADJUSTMENT_MAX_CENTS = 1_000_000_000_000;

/**
 * `POST /api/operator/players/{id}/adjustments`: real money in (positive) or out (negative, never
 * more than the real balance), with the reason the player's balance history shows. The key is the
 * requester's: the same request again answers the first adjustment and moves nothing more.
 */
export const AdjustmentBody = z.strictObject({
  currency: z
    .string('validation.required')
    .trim()
    .regex(/^[A-Za-z]{3,5}$/, 'validation.invalid_value')
    .transform((code) => code.toUpperCase()),
  amount_cents: z
    .number('validation.integer')
    .int('validation.integer')
    .min(-ADJUSTMENT_MAX_CENTS, 'validation.min_value')
    .max(ADJUSTMENT_MAX_CENTS, 'validation.max_value')
    .refine((amount) => amount !== 0, 'validation.invalid_value'),
  reason: Reason,
  idempotency_key: z
    .string('validation.required')
    .min(8, 'validation.too_short')
    .max(100, 'validation.too_long')
    .regex(/^[\w.:-]+$/, 'validation.invalid_characters'),
});
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

/** `POST /api/operator/adjustments/{id}/reject`. */
export const AdjustmentRejectBody = z.strictObject({ reason: Reason });
export type AdjustmentRejectBody = z.infer<typeof AdjustmentRejectBody>;

export const Adjustment = z.object({
  id: z.number().int(),
  player: z.object({ id: z.number().int(), email: z.string() }),
  currency: z.string(),
  amount_cents: z.number().int(),
  reason: z.string(),
  /** pending: waits for another operator; applied: the money moved; rejected; refused: the wallet refused it. */
  state: AdjustmentState,
  /** Above the four-eyes amount: another operator approves it. */
  needs_approval: z.boolean(),
  requested_by: PlayersOperatorRef.nullable(),
  requested_at: z.string(),
  decided_by: PlayersOperatorRef.nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** The wallet transaction (the ledger's movement) once applied. */
  transaction_id: z.string().nullable(),
});
export type Adjustment = z.infer<typeof Adjustment>;

/** `GET /api/operator/adjustments?state=&player_id=&page=&per_page=`, newest first. */
export const AdjustmentsQuery = z.strictObject({
  state: AdjustmentState.optional(),
  player_id: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min_value')
    .max(2_147_483_647, 'validation.max_value')
    .optional(),
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
});
export type AdjustmentsQuery = z.infer<typeof AdjustmentsQuery>;

export const AdjustmentsPage = z.object({
  data: z.array(Adjustment),
  pagination: PlayersPagination,
  /** The amount (minor units, any currency) above which an adjustment waits for a second operator. */
  four_eyes_cents: z.number().int(),
});
export type AdjustmentsPage = z.infer<typeof AdjustmentsPage>;
