/** Tournaments, statuses and lotteries as the server answers them, for this feature's tests. Not imported by the app. */
import type { Lottery, Tournament } from '@orbit/contract';

import { HOUR, iso, makePrize, makeStatus } from '~/shared/competitions-testing.ts';

export { HOUR, iso, makePrize, makeStatus };

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
