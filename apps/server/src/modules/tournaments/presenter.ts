import type {
  PrizeKind,
  Tournament,
  TournamentPlayerStatus,
  TournamentPrize,
  TournamentStrategy,
} from '@orbit/contract';
import { titleIn } from '../bonuses/presenter.ts';
import type { PlayerRow, PrizeRow, TournamentRow } from './repository.ts';

/** A best rate is kept in millionths of the stake. */
export const RATE_MICRO = 1_000_000;

/** Minor units as the decimal string the wire carries beside them (`12.50` for 1250 cents at 100). */
export function decimal(cents: number, subunits: number): string {
  if (subunits <= 1) return String(cents);
  const places = Math.round(Math.log10(subunits));
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / subunits);
  const part = String(Math.abs(cents) % subunits).padStart(places, '0');
  return `${sign}${whole}.${part}`;
}

/**
 * A player's standing. `place`: the live leaderboard place while the tournament runs (the final
 * prize place once ranked wins); null when unranked.
 */
export function presentStatus(row: PlayerRow, place: number | null, subunits = 100): TournamentPlayerStatus {
  return {
    tournament_id: row.tournamentId,
    tournament_team_id: null,
    nickname: row.nickname,
    user_confirmed: row.confirmedAt !== null,
    bets: decimal(row.betCents, subunits),
    bet_cents: row.betCents,
    wins: decimal(row.winCents, subunits),
    win_cents: row.winCents,
    rate: row.bestRateMicro / RATE_MICRO,
    games_taken: row.gamesTaken,
    award_place: row.awardPlace ?? place,
    award_place_in_team: null,
    points: row.score,
  };
}

export function presentPrize(
  prize: PrizeRow,
  winner: PlayerRow | undefined,
  subunits: number,
): TournamentPrize {
  return {
    id: prize.tournamentId * 10_000 + prize.awardPlace,
    award_place: prize.awardPlace,
    kind: prize.kind as PrizeKind,
    stuff: prize.kind,
    nickname: winner?.nickname ?? null,
    wager_multiplier: prize.wagerMultiplier,
    money_budget_percent: 0,
    money_award: decimal(prize.kind === 'freespins' ? 0 : prize.amountCents, subunits),
    money_award_cents: prize.kind === 'freespins' ? 0 : prize.amountCents,
    chargeable_comp_points_percent: 0,
    persistent_comp_points_percent: 0,
    chargeable_comp_points: 0,
    persistent_comp_points: 0,
    freespins_count: prize.freespinsCount,
    player_notified: winner !== undefined,
    contest_type: 'tournament',
    contest_id: prize.tournamentId,
  };
}

export interface TournamentView {
  row: TournamentRow;
  prizes: PrizeRow[];
  leaders: PlayerRow[];
  subunits: number;
}

export function presentTournament(view: TournamentView, locale: string, now: Date): Tournament {
  const { row, prizes, leaders, subunits } = view;
  const winners = new Map(leaders.filter((p) => p.awardPlace !== null).map((p) => [p.awardPlace, p]));
  const money = prizes.reduce((sum, p) => sum + (p.kind === 'money' ? p.amountCents : 0), 0);
  return {
    id: row.id,
    slug: row.slug,
    title: titleIn(row.titles, locale),
    description: titleIn(row.descriptions, locale),
    frontend_identifier: row.frontendIdentifier,
    strategy: row.strategy as TournamentStrategy,
    in_progress: now >= row.startAt && now < row.endAt,
    user_confirmation_required: row.confirmationRequired,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    currency: row.currency,
    currencies: [row.currency],
    game_category_identity: '',
    games: row.games,
    producers: row.producers,
    min_bet_cents: row.minBetCents,
    money_budget: decimal(money, subunits),
    money_budget_cents: money,
    money_prize_pool: decimal(money, subunits),
    money_prize_pool_cents: money,
    chargeable_comp_points_budget: 0,
    persistent_comp_points_budget: 0,
    chargeable_comp_points_prize_pool: 0,
    persistent_comp_points_prize_pool: 0,
    games_taken_limit: 0,
    group_tournament: false,
    winner_team_id: 0,
    group_ids: row.groupIds,
    prizes: prizes.map((p) => presentPrize(p, winners.get(p.awardPlace), subunits)),
    top_players: leaders.map((p, i) => presentStatus(p, i + 1, subunits)),
  };
}
