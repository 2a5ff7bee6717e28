import type { FastifyInstance } from 'fastify';
import { settle } from './play.ts';
import { findGameById, type HouseRoundRow } from './repository.ts';
import { walletClient } from './session.ts';
import { sessionWallet } from './session-wallet.ts';
import { currentSharedRound, SHARED_ENGINES, settleSharedRound } from './shared.ts';
import {
  dueSharedRounds,
  findSession,
  unsettledRealRounds,
  watchedSharedGames,
} from './shared-repository.ts';

/** A shared table keeps dealing while someone opened it within this time. */
export const TABLE_WATCH_MS = 30 * 60 * 1000;
/** A closed round's win not acknowledged by the wallet after this long is sent again. */
export const RESETTLE_AFTER_MS = 10_000;
/** How often the jobs runner runs the pass (src/jobs): a shared round ends, a table deals, within this. */
export const HOUSE_JOBS_TICK_MS = 250;

/**
 * One pass of the house games' jobs: settle ended shared rounds, open the next round of every
 * watched table, and re-send wins the wallet never acknowledged. The jobs runner (src/jobs) runs it
 * on one node per tick; every step is idempotent all the same (a lease can run out mid-pass).
 */
export async function runHouseJobsOnce(app: FastifyInstance) {
  const { deps } = app;
  const now = deps.now();
  const walletFor = async (bet: HouseRoundRow) => {
    const [session, game] = await Promise.all([
      findSession(deps.db, bet.sessionId),
      findGameById(deps.db, bet.gameId),
    ]);
    return session && game ? sessionWallet(deps.db, walletClient(app), session, game.identifier) : undefined;
  };
  for (const round of await dueSharedRounds(deps.db, now)) {
    const game = await findGameById(deps.db, round.gameId);
    if (game) await settleSharedRound(deps, round, game, walletFor);
  }
  for (const game of await watchedSharedGames(
    deps.db,
    SHARED_ENGINES,
    new Date(now.getTime() - TABLE_WATCH_MS),
  ))
    await currentSharedRound(deps, game);
  for (const round of await unsettledRealRounds(deps.db, new Date(now.getTime() - RESETTLE_AFTER_MS))) {
    const wallet = await walletFor(round);
    if (wallet)
      await settle({ deps, wallet }, round).catch((error) =>
        app.log.warn({ error, round: round.id }, 'win resend failed'),
      );
  }
}
