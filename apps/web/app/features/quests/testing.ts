/** Quests (tournaments) and statuses as the server answers them, for this feature's tests. Not imported by the app. */
import type { Tournament, TournamentPlayerStatus } from '@orbit/contract';
import { iso, makeStatus } from '~/shared/competitions-testing.ts';

const DAY = 24 * 60 * 60 * 1000;

export { iso };

/** A quest status: a tournament status of the demo's starter quest. */
export const makeQuestStatus = (overrides: Partial<TournamentPlayerStatus> = {}): TournamentPlayerStatus =>
  makeStatus({ tournament_id: 5, user_confirmed: null, ...overrides });

/** The demo's starter quest: xs (six levels), EUR, running. */
export const makeQuest = (overrides: Partial<Tournament> = {}): Tournament => ({
  id: 5,
  slug: 'starter-quest',
  title: 'Starter Quest',
  description: 'Six levels for your first bets.',
  frontend_identifier: 'xs--starter-quest',
  strategy: 'bet',
  in_progress: true,
  user_confirmation_required: false,
  start_at: iso(-3 * DAY),
  end_at: iso(27 * DAY),
  finished_at: null,
  currency: 'EUR',
  currencies: ['EUR'],
  game_category_identity: '',
  games: [],
  producers: [],
  min_bet_cents: 0,
  money_budget: '0.00',
  money_budget_cents: 0,
  money_prize_pool: '0.00',
  money_prize_pool_cents: 0,
  chargeable_comp_points_budget: 0,
  persistent_comp_points_budget: 0,
  chargeable_comp_points_prize_pool: 0,
  persistent_comp_points_prize_pool: 0,
  games_taken_limit: 0,
  group_tournament: false,
  winner_team_id: 0,
  group_ids: [],
  prizes: [],
  top_players: [],
  ...overrides,
});
