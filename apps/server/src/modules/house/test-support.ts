import { and, eq } from 'drizzle-orm';
import { accounts, fairSeedPairs, gameSessions, games } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { TestApp } from '../../test/harness.ts';
import { creditPlayer } from '../wallet/service.ts';

/** The first seeded game of an engine (optionally a variant). */
export async function gameOf(t: TestApp, engine: string, variant?: string) {
  const rows = await t.deps.db.select().from(games).where(eq(games.engine, engine)).orderBy(games.id);
  const game = rows.find((g) => !variant || g.variant === variant);
  if (!game) throw new Error(`no seeded ${engine} game`);
  return game;
}

/** Money for a test player, through the wallet. */
export async function fund(t: TestApp, userId: number, currency: string, amountCents: number) {
  await creditPlayer(t.deps, {
    userId,
    currency,
    amountCents,
    kind: 'adjustment',
    idempotencyKey: `test-fund-${userId}-${currency}-${Date.now()}-${Math.random()}`,
  });
}

export async function balanceOf(t: TestApp, userId: number, currency: string) {
  const [row] = await t.deps.db
    .select({ amount: accounts.amountCents })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
  return row?.amount ?? 0;
}

/** Launches a game and returns its session token. */
export async function launch(t: TestApp, game: string, mode: 'real' | 'demo', cookie?: string) {
  const res = await t.request({ method: 'POST', url: '/api/games/launch', payload: { game, mode }, cookie });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** The seed pair a session plays on, server seed included (tests only: players see the hash). */
export async function sessionSeedPair(t: TestApp, token: string) {
  const [session] = await t.deps.db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashToken(token)));
  if (!session) throw new Error('no session');
  const where = session.seedPairId
    ? eq(fairSeedPairs.id, session.seedPairId)
    : and(eq(fairSeedPairs.userId, session.userId!));
  const pairs = await t.deps.db.select().from(fairSeedPairs).where(where);
  return pairs.find((p) => p.revealedAt === null) ?? pairs[0]!;
}
