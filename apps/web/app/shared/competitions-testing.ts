/**
 * Tournament statuses and prize places as the server answers them, for the competition features'
 * tests (tournaments, quests, lotteries). Not imported by the app.
 */
import type { TournamentPlayerStatus, TournamentPrize } from '@orbit/contract';

export const HOUR = 60 * 60 * 1000;
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
