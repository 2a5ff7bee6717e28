import { z } from 'zod';

export const PlayerStatus = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.union([z.string(), z.number()]),
});

/** `GET /api/player` of a signed-in player (reference §1 "Player"). */
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

export const isSignedIn = (player: PlayerOrGuest | null | undefined): player is Player =>
  typeof player?.id === 'number';

/** Groups are the numeric statuses; the one `level_N` status is the loyalty level. */
export const playerGroups = (player: Player): number[] =>
  player.statuses.map((s) => Number(s.id)).filter((id) => Number.isInteger(id));
