import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletRounds, walletTransactions } from '../../db/schema/index.ts';

/** Per game, the rounds closed in a period and the sums of their returns (win ÷ stake). */
export interface GameRoundReturns {
  /** The game identifier the provider sent (`producer/name`). */
  game: string;
  rounds: number;
  /** Σ rᵢ and Σ rᵢ² over the rounds, rᵢ = the round's wins ÷ its stakes. */
  sumReturn: number;
  sumReturnSquared: number;
}

/**
 * The ledger's rounds closed in [from, to) with a stake, per game: each round's return is what
 * its wins paid over what its bets took (bets rolled back or cancelled count for nothing). A
 * ratio per round, so rounds of different currencies add up without rates.
 */
export async function roundReturnsByGame(db: Db, from: Date, to: Date): Promise<GameRoundReturns[]> {
  const t = walletTransactions;
  const r = walletRounds;
  const perRound = db
    .select({
      game: sql<string>`${r.game}`.as('game'),
      ret: sql<number>`sum(case when ${t.kind} = 'win' and ${t.status} = 'ok' then ${t.amountCents} else 0 end)::float8
        / nullif(sum(case when ${t.kind} = 'bet' and ${t.status} = 'ok' then ${t.amountCents} else 0 end), 0)::float8`.as(
        'ret',
      ),
    })
    .from(r)
    .innerJoin(t, and(eq(t.providerKey, r.providerKey), eq(t.roundId, r.roundId)))
    .where(and(gte(r.closedAt, from), lt(r.closedAt, to), isNotNull(r.game)))
    .groupBy(r.providerKey, r.roundId, r.game)
    .as('per_round');
  const rows = await db
    .select({
      game: perRound.game,
      rounds: sql<number>`count(*)`.mapWith(Number),
      sumReturn: sql<number>`sum(${perRound.ret})`.mapWith(Number),
      sumReturnSquared: sql<number>`sum(${perRound.ret} * ${perRound.ret})`.mapWith(Number),
    })
    .from(perRound)
    .where(isNotNull(perRound.ret))
    .groupBy(perRound.game);
  return rows;
}
