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
const TICK_MS = 250;

/**
 * One pass of the house games' jobs: settle ended shared rounds, open the next round of every
 * watched table, and re-send wins the wallet never acknowledged. Idempotent, so it is safe on
 * several nodes; `main.ts` runs it on the jobs role.
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

/** Runs the jobs every quarter second until the app closes. */
export function startHouseJobs(app: FastifyInstance) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runHouseJobsOnce(app)
      .catch((error) => app.log.error({ error }, 'house jobs failed'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
