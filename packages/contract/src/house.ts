import { z } from 'zod';

/**
 * Orbit's house games, as the game page (the iframe) and the verifier talk to the server.
 * Amounts are integer minor units; demo play uses the `FUN` currency and needs no account.
 */

export const GameMode = z.enum(['real', 'demo']);
export type GameMode = z.infer<typeof GameMode>;

/** `POST /api/games/launch`: what the play page asks for before it shows the game frame. */
export const GameLaunchBody = z.strictObject({
  /** `producer/name`. */
  game: z.string().trim().min(3).max(100),
  mode: GameMode,
});
export type GameLaunchBody = z.infer<typeof GameLaunchBody>;

/** Where the frame goes; `token` names the game session on every later call. */
export const GameLaunch = z.object({ url: z.string(), token: z.string() });
export type GameLaunch = z.infer<typeof GameLaunch>;

/** The player's provably-fair seeds: the current server seed only by its hash. */
export const FairSeedsView = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** Rounds played under this server seed so far (the next round uses this nonce). */
  nonce: z.number().int(),
});
export type FairSeedsView = z.infer<typeof FairSeedsView>;

/** `GET /api/house/seeds` (and the answer of a client-seed change or a rotation). */
export const HouseSeeds = z.object({
  current: FairSeedsView,
  /** The seed pair retired by the last rotation, its server seed revealed. */
  previous: FairSeedsView.extend({ server_seed: z.string() }).nullable(),
});
export type HouseSeeds = z.infer<typeof HouseSeeds>;

export const ClientSeedBody = z.strictObject({
  client_seed: z.string().regex(/^[\x21-\x39\x3b-\x7e]{1,64}$/, 'validation.client_seed'),
});
export type ClientSeedBody = z.infer<typeof ClientSeedBody>;

/** A round as the game page sees it: `view` is the engine's view of its state. */
export const HouseRound = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  bet: z.unknown(),
  view: z.unknown(),
  stake_cents: z.number().int(),
  payout_cents: z.number().int(),
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type HouseRound = z.infer<typeof HouseRound>;

/**
 * Free spins the player holds on this game (real play of a slot): `left` of the gift's `total`,
 * each played at `stake_cents` without touching the balance (`POST …/free-spins`).
 */
export const HouseFreeSpins = z.object({
  left: z.number().int(),
  total: z.number().int(),
  stake_cents: z.number().int(),
});
export type HouseFreeSpins = z.infer<typeof HouseFreeSpins>;

/** `GET /api/house/sessions/{token}`: everything the game page needs to draw itself. */
export const HouseSession = z.object({
  game: z.object({
    identifier: z.string(),
    title: z.string(),
    engine: z.string(),
    variant: z.string(),
    rtp: z.number(),
  }),
  mode: GameMode,
  currency: z.string(),
  balance_cents: z.number().int(),
  seeds: FairSeedsView,
  /** An unfinished round of a multi-step game, to resume. */
  open_round: HouseRound.nullable(),
  /** Shared-round games: the socket room to join for round events, and the round now. */
  room: z.string().nullable(),
  shared_round: z.lazy(() => SharedRoundEvent).nullable(),
  /** Shared-round games: the player's bets in the current round. */
  shared_bets: z.array(HouseRound),
  free_spins: HouseFreeSpins.nullable(),
});
export type HouseSession = z.infer<typeof HouseSession>;

/** `POST /api/house/sessions/{token}/rounds` (solo games) and `…/shared-bets` (shared rounds). */
export const HouseBetBody = z.strictObject({ bet: z.unknown() });
export type HouseBetBody = z.infer<typeof HouseBetBody>;

/** `POST /api/house/sessions/{token}/rounds/{id}/actions`. */
export const HouseActionBody = z.strictObject({ action: z.unknown() });
export type HouseActionBody = z.infer<typeof HouseActionBody>;

/**
 * The answer of a bet or an action: the round and the balance after it, the free spins left on the
 * game after it, and — on the answer of the spin that used a gift's last one — what its spins
 * won, now a bonus (0: nothing won; null otherwise).
 */
export const HousePlay = z.object({
  round: HouseRound,
  balance_cents: z.number().int(),
  free_spins: HouseFreeSpins.nullable(),
  free_spins_bonus_cents: z.number().int().nullable(),
});
export type HousePlay = z.infer<typeof HousePlay>;

/**
 * `GET /api/house/rounds/{id}`: one of the player's rounds with all the verifier needs.
 * `server_seed` is present once its seed pair has been rotated out.
 */
export const HouseRoundProof = HouseRound.extend({
  game: z.object({ identifier: z.string(), title: z.string(), engine: z.string(), variant: z.string() }),
  currency: z.string(),
  actions: z.array(z.unknown()),
  server_seed: z.string().nullable(),
});
export type HouseRoundProof = z.infer<typeof HouseRoundProof>;

/** `GET /api/player/games`, amounts in major units. */
export const GameHistoryItem = z.object({
  bet_id: z.number().int(),
  bet_status: z.enum(['open', 'closed']),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  currency: z.string(),
  provider: z.string(),
  game: z.string(),
  title: z.string(),
  total_bets: z.number(),
  total_wins: z.number(),
  total_losses: z.number(),
});
export type GameHistoryItem = z.infer<typeof GameHistoryItem>;

/**
 * Shared rounds over the socket (room `house:{identifier}`), event `house_round`:
 * `betting` (bets open until `closes_at`), `running` (crash: the multiplier rises from
 * `started_at`), `settled` (the outcome and the revealed round seed).
 */
export const SharedRoundEvent = z.object({
  game: z.string(),
  round_id: z.number().int(),
  phase: z.enum(['betting', 'running', 'settled']),
  seed_hash: z.string(),
  closes_at: z.string().nullable(),
  started_at: z.string().nullable(),
  outcome: z.unknown().nullable(),
  seed: z.string().nullable(),
});
export type SharedRoundEvent = z.infer<typeof SharedRoundEvent>;
