import { z } from 'zod';
import { ACHIEVEMENT_BADGES, PRIZE_KINDS, TOURNAMENT_STRATEGIES } from './rules/competitions.ts';

// ---------------------------------------------------------------- tournaments (reference §4, §11)

/** A prize place. Money twins: `money_award` in major units as a string beside `money_award_cents`. */
export const TournamentPrize = z.object({
  id: z.number().int(),
  award_place: z.number().int(),
  /** Orbit: money | bonus | freespins (`stuff` says the same for the current client). */
  kind: z.enum(PRIZE_KINDS),
  stuff: z.string(),
  nickname: z.string().nullable(),
  wager_multiplier: z.number(),
  money_budget_percent: z.number(),
  money_award: z.string(),
  money_award_cents: z.number().int(),
  chargeable_comp_points_percent: z.number(),
  persistent_comp_points_percent: z.number(),
  chargeable_comp_points: z.number().int(),
  persistent_comp_points: z.number().int(),
  freespins_count: z.number().int(),
  player_notified: z.boolean(),
  contest_type: z.string(),
  contest_id: z.number().int(),
});
export type TournamentPrize = z.infer<typeof TournamentPrize>;

/** A player's standing in a tournament (`GET /api/tournaments/{id}/status`, `tournaments_statuses`). */
export const TournamentPlayerStatus = z.object({
  tournament_id: z.number().int(),
  tournament_team_id: z.number().int().nullable(),
  nickname: z.string(),
  user_confirmed: z.boolean().nullable(),
  bets: z.string(),
  bet_cents: z.number().int(),
  wins: z.string(),
  win_cents: z.number().int(),
  rate: z.number(),
  games_taken: z.number().int(),
  /** The final prize place once the tournament ended; while it runs, the place on the leaderboard (null: not ranked). */
  award_place: z.number().int().nullable(),
  award_place_in_team: z.number().int().nullable(),
  points: z.number(),
});
export type TournamentPlayerStatus = z.infer<typeof TournamentPlayerStatus>;

export const Tournament = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Orbit: the rules as written by the operator, in the player's locale. */
  description: z.string(),
  frontend_identifier: z.string(),
  strategy: z.enum([...TOURNAMENT_STRATEGIES, 'points']),
  in_progress: z.boolean(),
  user_confirmation_required: z.boolean(),
  start_at: z.string(),
  end_at: z.string(),
  finished_at: z.string().nullable(),
  currency: z.string(),
  currencies: z.array(z.string()),
  game_category_identity: z.string(),
  /** Orbit: the games (`provider/slug`) and producers that count; both empty: every game. */
  games: z.array(z.string()),
  producers: z.array(z.string()),
  min_bet_cents: z.number().int(),
  money_budget: z.string(),
  money_budget_cents: z.number().int(),
  money_prize_pool: z.string(),
  money_prize_pool_cents: z.number().int(),
  chargeable_comp_points_budget: z.number().int(),
  persistent_comp_points_budget: z.number().int(),
  chargeable_comp_points_prize_pool: z.number().int(),
  persistent_comp_points_prize_pool: z.number().int(),
  games_taken_limit: z.number().int(),
  group_tournament: z.boolean(),
  winner_team_id: z.number().int(),
  group_ids: z.array(z.number().int()),
  prizes: z.array(TournamentPrize),
  top_players: z.array(TournamentPlayerStatus),
});
export type Tournament = z.infer<typeof Tournament>;

export const TournamentConfirmRequest = z.object({ confirmed: z.literal(true) });
export const TournamentConfirmResult = z.object({ confirmed: z.boolean() });
export type TournamentConfirmResult = z.infer<typeof TournamentConfirmResult>;

// ---------------------------------------------------------------- lotteries (reference §4, §12)

export const LotteryPrize = TournamentPrize.omit({
  contest_type: true,
  contest_id: true,
  player_notified: true,
}).extend({
  /** The winning ticket's number once drawn. */
  ticket: z.string().nullable(),
});
export type LotteryPrize = z.infer<typeof LotteryPrize>;

export const DepositScaleRule = z.object({
  from_amount_cents: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  active: z.boolean(),
});

/** The draw's proof: the seed's hash from the start, the seed and the ticket list's hash once drawn. */
export const LotteryDraw = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  tickets_hash: z.string().nullable(),
  tickets_count: z.number().int(),
  drawn_at: z.string().nullable(),
});
export type LotteryDraw = z.infer<typeof LotteryDraw>;

export const Lottery = z.object({
  id: z.number().int(),
  lottery_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  currency: z.string(),
  frontend_identifier: z.string(),
  in_progress: z.boolean(),
  start_at: z.string(),
  end_at: z.string(),
  finished_at: z.string().nullable(),
  money_budget: z.number(),
  money_budget_cents: z.number().int(),
  chargeable_comp_points_budget: z.number().int(),
  persistent_comp_points_budget: z.number().int(),
  comp_points_ticket_price: z.number().int(),
  group_ids: z.array(z.number().int()),
  prizes: z.array(LotteryPrize),
  deposit_scale_rules: z.record(z.string(), z.array(DepositScaleRule)),
  max_tickets_count_to_player: z.number().int().nullable(),
  lottery_tickets_count: z.number().int(),
  /** The player's own tickets (numbers), empty for guests. */
  tickets: z.array(z.string()),
  draw: LotteryDraw,
});
export type Lottery = z.infer<typeof Lottery>;

export const LotteryStatus = z.object({
  lottery_id: z.number().int(),
  tickets: z.array(z.string()),
  prizes: z.array(LotteryPrize),
});
export type LotteryStatus = z.infer<typeof LotteryStatus>;

/** `GET /api/lotteries/{id}/tickets`: the published list the draw is computed from, in ticket order. */
export const LotteryTicketList = z.object({
  lottery_id: z.number().int(),
  tickets: z.array(z.object({ number: z.number().int(), nickname: z.string() })),
  tickets_hash: z.string(),
});
export type LotteryTicketList = z.infer<typeof LotteryTicketList>;

// ---------------------------------------------------------------- achievements

export const Achievement = z.object({
  badge: z.enum(ACHIEVEMENT_BADGES),
  level: z.number().int(),
  levels: z.array(z.number()),
  progress: z.number(),
  reached_at: z.string().nullable(),
});
export type Achievement = z.infer<typeof Achievement>;

/** The `achievements_award` event: a badge level just reached. */
export const AchievementAward = Achievement;
export type AchievementAward = z.infer<typeof AchievementAward>;

// ---------------------------------------------------------------- operator input

const Titles = z.record(z.string().min(2).max(10), z.string().min(1).max(200));
const Texts = z.record(z.string().min(2).max(10), z.string().max(5000));
const Slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

export const PrizeInput = z.object({
  award_place: z.number().int().min(1).max(10_000),
  kind: z.enum(PRIZE_KINDS),
  amount_cents: z.number().int().min(0).max(1_000_000_000_00).default(0),
  offer_id: z.number().int().positive().nullable().default(null),
  wager_multiplier: z.number().int().min(0).max(200).default(0),
  freespins_count: z.number().int().min(0).max(10_000).default(0),
});
export type PrizeInput = z.infer<typeof PrizeInput>;

export const TournamentInput = z.object({
  slug: Slug,
  frontend_identifier: z.string().min(1).max(100),
  titles: Titles,
  descriptions: Texts.default({}),
  strategy: z.enum(TOURNAMENT_STRATEGIES),
  currency: z.string().min(3).max(5),
  start_at: z.string().datetime({ offset: true }),
  end_at: z.string().datetime({ offset: true }),
  group_ids: z.array(z.number().int()).max(100).default([]),
  games: z.array(z.string().min(1).max(200)).max(1000).default([]),
  producers: z.array(z.string().min(1).max(100)).max(200).default([]),
  min_bet_cents: z.number().int().min(0).max(1_000_000_00).default(0),
  confirmation_required: z.boolean().default(false),
  prizes: z.array(PrizeInput).max(1000).default([]),
});
export type TournamentInput = z.infer<typeof TournamentInput>;

export const LotteryInput = z.object({
  slug: Slug,
  frontend_identifier: z.string().min(1).max(100),
  titles: Titles,
  descriptions: Texts.default({}),
  currency: z.string().min(3).max(5),
  start_at: z.string().datetime({ offset: true }),
  end_at: z.string().datetime({ offset: true }),
  group_ids: z.array(z.number().int()).max(100).default([]),
  deposit_scale_rules: z
    .record(
      z.string().min(3).max(5),
      z
        .array(
          z.object({
            from_amount_cents: z.number().int().min(0),
            price_cents: z.number().int().positive(),
          }),
        )
        .max(10),
    )
    .default({}),
  comp_points_ticket_price: z.number().int().min(0).max(1_000_000).default(0),
  max_tickets_per_player: z.number().int().positive().max(1_000_000).nullable().default(null),
  prizes: z.array(PrizeInput).min(1).max(1000),
});
export type LotteryInput = z.infer<typeof LotteryInput>;

export const LotteryTicketGrantInput = z.object({
  user_id: z.number().int().positive(),
  count: z.number().int().positive().max(10_000),
  /** Unique per grant: a repeat gives nothing. */
  key: z.string().min(1).max(100),
});
