import { CHANNEL, type TournamentStrategy } from '@orbit/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { StatementPart, WalletHooks, WalletTx, WrittenAlongside } from '../wallet/hooks.ts';
import { scoresChanged } from './leaders-cache.ts';
import { presentStatus, RATE_MICRO } from './presenter.ts';
import { type PlayerRow, playerFromRaw, type TournamentRow, takeBackEntries } from './repository.ts';
import { unfinishedTournaments } from './unfinished.ts';

/** Whether a bet or win on `game` in `currency` at `now` counts in the tournament (its audience is checked in SQL). */
export function counts(t: TournamentRow, game: string, currency: string, now: Date): boolean {
  if (t.currency !== currency || now < t.startAt || now >= t.endAt) return false;
  if (t.games.length === 0 && t.producers.length === 0) return true;
  const producer = game.split('/')[0] ?? '';
  return t.games.includes(game) || t.producers.includes(producer);
}

/** What one bet or win adds to one tournament's player row. */
export interface ScoreDelta {
  tournamentId: number;
  confirmationRequired: boolean;
  groupIds: number[];
  betCents: number;
  winCents: number;
  games: number;
  rateMicro: number;
  /** Added to the score; for the `rate` strategy the score becomes the best rate instead. */
  score: number;
  keepsBest: boolean;
}

/** What a real-money bet adds under each strategy: its stake to the sums, one game taken. */
export function betDelta(t: TournamentRow, realCents: number): ScoreDelta {
  const strategy = t.strategy as TournamentStrategy;
  return {
    tournamentId: t.id,
    confirmationRequired: t.confirmationRequired,
    groupIds: t.groupIds,
    betCents: realCents,
    winCents: 0,
    games: 1,
    rateMicro: 0,
    score: strategy === 'bet' ? realCents : strategy === 'spin' ? 1 : 0,
    keepsBest: strategy === 'rate',
  };
}

/** What a real-money win adds: to the win sum, and a rate of the win over its round's real stake. */
export function winDelta(t: TournamentRow, realCents: number, roundBetRealCents: number): ScoreDelta {
  const strategy = t.strategy as TournamentStrategy;
  const rateMicro =
    roundBetRealCents > 0 ? Number((BigInt(realCents) * BigInt(RATE_MICRO)) / BigInt(roundBetRealCents)) : 0;
  return {
    tournamentId: t.id,
    confirmationRequired: t.confirmationRequired,
    groupIds: t.groupIds,
    betCents: 0,
    winCents: realCents,
    games: 0,
    rateMicro,
    score: strategy === 'win' ? realCents : strategy === 'rate' ? rateMicro : 0,
    keepsBest: strategy === 'rate',
  };
}

/** The score after adding `v` to `p`: a sum, or the best rate kept. */
const scoreAfter = (p: string, v: string) =>
  sql.raw(`case when ${v}.keeps_best then greatest(${p}.score, ${v}.score) else ${p}.score + ${v}.score end`);

/**
 * The rows a bet or win writes in its own wallet statement (no round trip of its own): each
 * tournament's player row added to (made on the first counting bet; a tournament that asks for
 * confirmation only counts a confirmed player; its audience checked against the player's groups),
 * and an entry per tournament keyed by the wallet transaction `t` (once; a rollback takes it back).
 * Reads back the changed rows as JSON for the live leaderboard.
 */
export function scoringStatementPart(userId: number, now: Date, deltas: ScoreDelta[]): StatementPart {
  const at = now.toISOString();
  const values = deltas.map(
    (d) =>
      sql`(${d.tournamentId}::int, ${d.confirmationRequired}::boolean, ${`{${d.groupIds.join(',')}}`}::int[],
        ${d.betCents}::bigint, ${d.winCents}::bigint, ${d.games}::int, ${d.rateMicro}::bigint,
        ${d.score}::bigint, ${d.keepsBest}::boolean)`,
  );
  const ctes: SQL = sql`tour_delta (tournament_id, required, groups, bet_cents, win_cents, games, rate_micro, score, keeps_best) as (
      values ${sql.join(values, sql`, `)}
    ), tour_player as (
      insert into tournament_players as p
        (tournament_id, user_id, nickname, bet_cents, win_cents, games_taken, best_rate_micro, score, reached_at)
      select v.tournament_id, u.id, coalesce(nullif(u.nickname, ''), 'player' || u.id), v.bet_cents, v.win_cents,
        v.games, v.rate_micro, v.score, ${at}::timestamptz
      from tour_delta v join users u on u.id = ${userId}
      where (cardinality(v.groups) = 0
          or v.groups && array(select group_id from user_groups where user_id = ${userId}))
        and (not v.required or exists (select 1 from tournament_players c
          where c.tournament_id = v.tournament_id and c.user_id = ${userId} and c.confirmed_at is not null))
      on conflict (tournament_id, user_id) do update set
        bet_cents = p.bet_cents + excluded.bet_cents,
        win_cents = p.win_cents + excluded.win_cents,
        games_taken = p.games_taken + excluded.games_taken,
        best_rate_micro = greatest(p.best_rate_micro, excluded.best_rate_micro),
        score = (select ${scoreAfter('p', 'd')} from tour_delta d where d.tournament_id = p.tournament_id),
        reached_at = case
          when (select ${scoreAfter('p', 'd')} from tour_delta d where d.tournament_id = p.tournament_id) > p.score
          then excluded.reached_at else p.reached_at end
      returning p.*
    ), tour_entry as (
      insert into tournament_entries (transaction_id, tournament_id, user_id, bet_cents, win_cents, games, rate_micro, score)
      select t.id, v.tournament_id, ${userId}, v.bet_cents, v.win_cents, v.games, v.rate_micro,
        case when v.keeps_best then 0 else v.score end
      from t, tour_player tp join tour_delta v on v.tournament_id = tp.tournament_id
    )`;
  return { ctes, columns: sql`(select json_agg(tour_player) from tour_player) as tour_players` };
}

/** The player rows the statement changed. */
export function scoredRows(written: WrittenAlongside): PlayerRow[] {
  const raw = written.tour_players;
  const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(list) ? list.map((r) => playerFromRaw(r as Record<string, unknown>)) : [];
}

/** The player's changed standings to their pages, once committed. */
function publishStatuses(deps: Deps, wallet: WalletTx, rows: PlayerRow[]) {
  if (rows.length === 0) return;
  const userId = wallet.account.userId;
  wallet.afterCommit(() => {
    scoresChanged(
      deps.db,
      rows.map((row) => row.tournamentId),
    );
    deps.realtime.publishToPlayer(
      userId,
      CHANNEL.tournaments_statuses,
      rows.map((row) => presentStatus(row, null)),
    );
  });
}

/**
 * Tournament scores inside the wallet's own statements: a real-money bet or win on a counting game
 * adds to the player's row in each running tournament it counts in, exactly once (the entry is
 * keyed by the wallet transaction), after the money moved in the same statement; a bet's rollback
 * takes its share back. Bonus money counts nothing.
 */
export function tournamentWalletHooks(deps: Deps): WalletHooks {
  const countingIn = async (wallet: WalletTx, game: string, currency: string) =>
    (await unfinishedTournaments(deps.db, wallet.tx)).filter((t) => counts(t, game, currency, wallet.now));

  return {
    async checkBet(wallet, attempt) {
      const running = await countingIn(wallet, attempt.game, attempt.currency);
      if (running.length === 0) return { allowed: true };
      return {
        allowed: true,
        withBet: (share) => {
          const deltas = running
            .filter((t) => share.realCents > 0 && share.realCents >= t.minBetCents)
            .map((t) => betDelta(t, share.realCents));
          return deltas.length === 0 ? undefined : scoringStatementPart(attempt.userId, wallet.now, deltas);
        },
        afterBet: async (placed, _bet, written) => publishStatuses(deps, placed, scoredRows(written)),
      };
    },

    async withWin(wallet, attempt) {
      if (attempt.realCents <= 0) return undefined;
      const running = await countingIn(wallet, attempt.game, attempt.currency);
      const deltas = running
        .filter((t) => attempt.roundBetRealCents >= t.minBetCents && attempt.roundBetRealCents > 0)
        .map((t) => winDelta(t, attempt.realCents, attempt.roundBetRealCents));
      return deltas.length === 0 ? undefined : scoringStatementPart(attempt.userId, wallet.now, deltas);
    },

    async afterWin(wallet, _win, written) {
      publishStatuses(deps, wallet, scoredRows(written));
    },

    async afterRollback(wallet, bet) {
      publishStatuses(deps, wallet, await takeBackEntries(wallet.tx, bet.transactionId));
    },
  };
}
