import { CHANNEL, type PrizeKind } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { noteActivity } from '../achievements/service.ts';
import { payPrize } from '../bonuses/prizes.ts';
import { subunitsOf } from '../info/service.ts';
import { notifyLater } from '../notifications/service.ts';
import { scoresChanged } from './leaders-cache.ts';
import { presentStatus } from './presenter.ts';
import { listEndedUnpaid, listPrizes, markFinished, rankPlayers, type TournamentRow } from './repository.ts';
import { forgetTournaments } from './unfinished.ts';

/** How often the job looks for ended tournaments to rank and pay. */
export const TOURNAMENT_JOBS_TICK_MS = 30_000;

/**
 * Ends one tournament: ranks its players once (a second pass finds them placed), pays each
 * prize place once (keyed by the place: a pass that stopped halfway pays only the rest), tells
 * each winner, then marks it finished.
 */
export async function finishTournament(deps: Deps, row: TournamentRow): Promise<number> {
  const placed = await deps.db.transaction((tx) => rankPlayers(tx, row.id));
  scoresChanged(deps.db, [row.id]);
  const prizes = new Map((await listPrizes(deps.db, [row.id])).map((p) => [p.awardPlace, p]));
  const subunits = await subunitsOf(deps, row.currency);
  let paid = 0;
  for (const player of placed) {
    const prize = player.awardPlace === null ? undefined : prizes.get(player.awardPlace);
    if (!prize) continue;
    await payPrize(deps, {
      userId: player.userId,
      currency: row.currency,
      prize: { ...prize, kind: prize.kind as PrizeKind },
      kind: 'tournament_prize',
      sourceKey: `tournament:${row.id}:place:${prize.awardPlace}`,
      memo: `${row.slug}: place ${prize.awardPlace}`,
    });
    paid++;
    noteActivity(deps, player.userId);
    notifyLater(deps, {
      userId: player.userId,
      type: 'tournament',
      event: 'tournament_prize',
      dedupeKey: `tournament:${row.id}:place:${prize.awardPlace}`,
      identifier: String(row.id),
      awardPlace: prize.awardPlace,
      params: { titles: row.titles, path: `/tournaments/${row.slug}`, startAt: row.startAt.toISOString() },
      endAt: row.endAt,
    });
    deps.realtime.publishToPlayer(player.userId, CHANNEL.tournaments_statuses, [
      presentStatus(player, player.awardPlace, subunits),
    ]);
  }
  await markFinished(deps.db, row.id, deps.now());
  return paid;
}

/** One pass of the `tournaments` job over every ended, unpaid tournament. */
export async function runTournamentJobsOnce(app: {
  deps: Deps;
}): Promise<{ finished: number; paid: number }> {
  const { deps } = app;
  let finished = 0;
  let paid = 0;
  for (const row of await listEndedUnpaid(deps.db, deps.now())) {
    paid += await finishTournament(deps, row);
    finished++;
  }
  if (finished > 0) forgetTournaments(deps.db);
  return { finished, paid };
}
