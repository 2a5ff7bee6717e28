import type { GameHistoryItem, HouseRoundProof, PlayerRoundView } from '@orbit/contract';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencies, fairSeedPairs, games, houseRounds, sharedRounds, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { BIG_WIN_MULTIPLE, bigWin } from './after-round.ts';
import { engineOf, isFreeSpinBet } from './play.ts';
import { presentRound } from './presenter.ts';
import { publicName } from './public-name.ts';
import { presentSharedBet } from './shared.ts';

export const HISTORY_LIMIT = 100;
export const LATEST_WINNERS_LIMIT = 10;

const major = (cents: number, subunits: number) => cents / subunits;

/** The player's real rounds, newest first (`GET /api/player/games`, amounts in major units). */
export async function gameHistory(db: Db, userId: number): Promise<GameHistoryItem[]> {
  const rows = await db
    .select({ round: houseRounds, game: games, subunits: currencies.subunitsToUnit })
    .from(houseRounds)
    .innerJoin(games, eq(games.id, houseRounds.gameId))
    .leftJoin(currencies, eq(currencies.code, houseRounds.currency))
    .where(and(eq(houseRounds.userId, userId), eq(houseRounds.mode, 'real')))
    .orderBy(desc(houseRounds.createdAt), desc(houseRounds.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ round, game, subunits }) => {
    const unit = subunits ?? 100;
    // A free spin staked nothing of the player's; its winnings went to the gift, not the balance.
    const staked = isFreeSpinBet(round.bet) ? 0 : round.stakeCents;
    return {
      bet_id: round.id,
      bet_status: round.status,
      created_at: round.createdAt.toISOString(),
      finished_at: round.finishedAt?.toISOString() ?? null,
      currency: round.currency,
      provider: game.producer,
      game: game.identifier,
      title: game.title,
      total_bets: major(staked, unit),
      total_wins: major(round.payoutCents, unit),
      total_losses: major(Math.max(0, staked - round.payoutCents), unit),
    };
  });
}

/**
 * A page of the player's real rounds, newest first, amounts in minor units (the back office's
 * games history: the same rounds as `GET /api/player/games`, paged), and how many there are.
 */
export async function gameHistoryPage(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: Array<PlayerRoundView> }> {
  const where = and(eq(houseRounds.userId, userId), eq(houseRounds.mode, 'real'));
  const [rows, counted] = await Promise.all([
    db
      .select({ round: houseRounds, game: games })
      .from(houseRounds)
      .innerJoin(games, eq(games.id, houseRounds.gameId))
      .where(where)
      .orderBy(desc(houseRounds.createdAt), desc(houseRounds.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(houseRounds).where(where),
  ]);
  return {
    total: Number(counted[0]?.n ?? 0),
    rows: rows.map(({ round, game }) => ({
      id: round.id,
      status: round.status,
      created_at: round.createdAt.toISOString(),
      finished_at: round.finishedAt?.toISOString() ?? null,
      currency: round.currency,
      provider: game.producer,
      game: game.identifier,
      title: game.title,
      // A free spin staked nothing of the player's.
      stake_cents: isFreeSpinBet(round.bet) ? 0 : round.stakeCents,
      payout_cents: round.payoutCents,
    })),
  };
}

/** One of the player's rounds with everything the verifier re-computes it from. */
export async function roundProof(
  db: Db,
  userId: number,
  roundId: number,
  now: Date,
): Promise<HouseRoundProof> {
  const [row] = await db
    .select({ round: houseRounds, game: games, pair: fairSeedPairs, shared: sharedRounds })
    .from(houseRounds)
    .innerJoin(games, eq(games.id, houseRounds.gameId))
    .leftJoin(fairSeedPairs, eq(fairSeedPairs.id, houseRounds.seedPairId))
    .leftJoin(sharedRounds, eq(sharedRounds.id, houseRounds.sharedRoundId))
    .where(and(eq(houseRounds.id, roundId), eq(houseRounds.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'not_found', 'No such round');
  const { round, game, pair, shared } = row;
  const details = {
    game: { identifier: game.identifier, title: game.title, engine: game.engine, variant: game.variant },
    currency: round.currency,
    actions: round.actions,
  };
  if (shared) {
    // A bet in a shared round: the round's own seed, revealed once the round has ended.
    const ended = now >= shared.endsAt;
    return { ...presentSharedBet(round, shared, now), ...details, server_seed: ended ? shared.seed : null };
  }
  if (!pair) throw new HttpError(404, 'not_found', 'No such round');
  return {
    ...presentRound(engineOf(game.engine), round, pair),
    ...details,
    server_seed: pair.revealedAt ? pair.serverSeed : null,
  };
}

/** The latest big real-money wins (`GET /api/stats/winners/latest`). */
export async function latestWinners(db: Db) {
  const rows = await db
    .select({ round: houseRounds, game: games, nickname: users.nickname, email: users.email })
    .from(houseRounds)
    .innerJoin(games, eq(games.id, houseRounds.gameId))
    .innerJoin(users, eq(users.id, houseRounds.userId))
    .where(
      and(
        sql`${houseRounds.payoutCents} > 0`,
        eq(houseRounds.mode, 'real'),
        gte(houseRounds.payoutCents, sql`${houseRounds.stakeCents} * ${BIG_WIN_MULTIPLE}`),
      ),
    )
    .orderBy(desc(houseRounds.finishedAt))
    .limit(LATEST_WINNERS_LIMIT);
  return rows.map(({ round, game, nickname, email }) => bigWin(round, game, publicName({ nickname, email })));
}
