import type { TwoFactorRequired } from './auth.ts';
import type { Player, PlayerOrGuest } from './player.ts';

// Pure helpers the browser uses at run time; kept apart from the zod schemas so the
// client bundle does not carry zod.

export const isSignedIn = (player: PlayerOrGuest | null | undefined): player is Player =>
  typeof player?.id === 'number';

/** Groups are the numeric statuses; the one `level_N` status is the loyalty level. */
export const playerGroups = (player: Player): number[] =>
  player.statuses.map((s) => Number(s.id)).filter((id) => Number.isInteger(id));

/** Sign-in step 1 of a player with 2FA answers `{two_factor_required: true}`. */
export const isTwoFactorRequired = (body: unknown): body is TwoFactorRequired =>
  typeof body === 'object' &&
  body !== null &&
  (body as { two_factor_required?: unknown }).two_factor_required === true;

/** 422 key of `PUT /api/subscriptions` when promo mail is subscribed twice (the spec's toast). */
export const ALREADY_SUBSCRIBED = 'subscriptions.already_subscribed';
