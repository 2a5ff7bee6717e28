/** Tournaments, statuses and lotteries as the server answers them, for this feature's tests. Not imported by the app. */
import type { Lottery, Tournament, TournamentPlayerStatus, TournamentPrize } from '@orbit/contract';

const HOUR = 60 * 60 * 1000;
export const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export const makeStatus = (overrides: Partial<TournamentPlayerStatus> = {}): TournamentPlayerStatus => ({
  tournament_id: 1,
  tournament_team_id: null,
  nickname: 'ada',
  user_confirmed: false,
  bets: '0.00',
  bet_cents: 0,
  wins: '0.00',
  win_cents: 0,
  rate: 0,
  games_taken: 0,
  award_place: null,
  award_place_in_team: null,
  points: 0,
  ...overrides,
});

export const makePrize = (overrides: Partial<TournamentPrize> = {}): TournamentPrize => ({
  id: 10_001,
  award_place: 1,
  kind: 'money',
  stuff: 'money',
  nickname: null,
  wager_multiplier: 0,
  money_budget_percent: 0,
  money_award: '500.00',
  money_award_cents: 50_000,
  chargeable_comp_points_percent: 0,
  persistent_comp_points_percent: 0,
  chargeable_comp_points: 0,
  persistent_comp_points: 0,
  freespins_count: 0,
  player_notified: false,
  contest_type: 'tournament',
  contest_id: 1,
  ...overrides,
});

/** `n` leaders with stakes falling from the top (place 1 staked most). */
export const leaders = (n: number, tournamentId = 1) =>
  Array.from({ length: n }, (_, i) =>
    makeStatus({
      tournament_id: tournamentId,
      nickname: `player${i + 1}`,
      award_place: i + 1,
      bet_cents: (n - i) * 1_000,
      points: (n - i) * 1_000,
    }),
  );

export const makeTournament = (overrides: Partial<Tournament> = {}): Tournament => ({
  id: 1,
  slug: 'slots-sprint',
  title: 'Slots Sprint',
  description: 'Every real-money bet on any game counts.',
  frontend_identifier: 'slots-sprint',
  strategy: 'bet',
  in_progress: true,
  user_confirmation_required: false,
  start_at: iso(-HOUR),
  end_at: iso(5 * HOUR),
  finished_at: null,
  currency: 'CAD',
  currencies: ['CAD'],
  game_category_identity: '',
  games: [],
  producers: [],
  min_bet_cents: 0,
  money_budget: '850.00',
  money_budget_cents: 85_000,
  money_prize_pool: '850.00',
  money_prize_pool_cents: 85_000,
  chargeable_comp_points_budget: 0,
  persistent_comp_points_budget: 0,
  chargeable_comp_points_prize_pool: 0,
  persistent_comp_points_prize_pool: 0,
  games_taken_limit: 0,
  group_tournament: false,
  winner_team_id: 0,
  group_ids: [],
  prizes: [
    makePrize(),
    makePrize({ id: 10_002, award_place: 2, money_award_cents: 25_000 }),
    makePrize({
      id: 10_003,
      award_place: 3,
      kind: 'freespins',
      stuff: 'freespins',
      money_award_cents: 0,
      freespins_count: 50,
    }),
  ],
  top_players: leaders(3),
  ...overrides,
});

export const makeLottery = (overrides: Partial<Lottery> = {}): Lottery => ({
  id: 5,
  lottery_id: 5,
  slug: 'weekly-draw',
  title: 'Weekly Draw',
  description: '',
  currency: 'CAD',
  frontend_identifier: 'weekly-draw',
  in_progress: true,
  start_at: iso(-HOUR),
  end_at: iso(HOUR),
  finished_at: null,
  money_budget: 100,
  money_budget_cents: 10_000,
  chargeable_comp_points_budget: 0,
  persistent_comp_points_budget: 0,
  comp_points_ticket_price: 0,
  group_ids: [],
  prizes: [],
  deposit_scale_rules: {},
  max_tickets_count_to_player: null,
  lottery_tickets_count: 0,
  tickets: [],
  draw: { server_seed_hash: 'ab', server_seed: null, tickets_hash: null, tickets_count: 0, drawn_at: null },
  ...overrides,
});

export { HOUR };
