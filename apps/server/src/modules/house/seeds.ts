import type { HouseSeeds } from '@orbit/contract';
import { hashServerSeed, newClientSeed, newServerSeed } from '@orbit/games';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairSeedPairs } from '../../db/schema/index.ts';

export type SeedPair = typeof fairSeedPairs.$inferSelect;

const freshPair = (userId: number | null, now: Date) => {
  const serverSeed = newServerSeed();
  return {
    userId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: newClientSeed(),
    nonce: 0,
    createdAt: now,
  };
};

/** A demo session's own seed pair (guests have no seeds of their own). */
export async function createDetachedPair(db: Db, now: Date): Promise<SeedPair> {
  const [pair] = await db.insert(fairSeedPairs).values(freshPair(null, now)).returning();
  return pair!;
}

/** The player's current seed pair, made on first use (concurrent first uses agree on one). */
export async function currentPair(db: Db, userId: number, now: Date): Promise<SeedPair> {
  const find = () =>
    db
      .select()
      .from(fairSeedPairs)
      .where(and(eq(fairSeedPairs.userId, userId), isNull(fairSeedPairs.revealedAt)))
      .limit(1);
  const [found] = await find();
  if (found) return found;
  await db.insert(fairSeedPairs).values(freshPair(userId, now)).onConflictDoNothing();
  const [made] = await find();
  return made!;
}

/**
 * Takes the next nonce of a pair for a round. Atomic, so two rounds never share a nonce; the
 * pair must still be current (a rotation in between makes the caller use the new one).
 */
export async function takeNonce(db: Db, pairId: number): Promise<SeedPair | undefined> {
  const [pair] = await db
    .update(fairSeedPairs)
    .set({ nonce: sql`${fairSeedPairs.nonce} + 1` })
    .where(and(eq(fairSeedPairs.id, pairId), isNull(fairSeedPairs.revealedAt)))
    .returning();
  return pair ? { ...pair, nonce: pair.nonce - 1 } : undefined;
}

export const seedView = (pair: SeedPair) => ({
  server_seed_hash: pair.serverSeedHash,
  client_seed: pair.clientSeed,
  nonce: pair.nonce,
});

async function lastRevealed(db: Db, userId: number) {
  const [pair] = await db
    .select()
    .from(fairSeedPairs)
    .where(and(eq(fairSeedPairs.userId, userId), isNotNull(fairSeedPairs.revealedAt)))
    .orderBy(desc(fairSeedPairs.revealedAt), desc(fairSeedPairs.id))
    .limit(1);
  return pair;
}

export async function playerSeeds(db: Db, userId: number, now: Date): Promise<HouseSeeds> {
  const [current, previous] = await Promise.all([currentPair(db, userId, now), lastRevealed(db, userId)]);
  return {
    current: seedView(current),
    previous: previous ? { ...seedView(previous), server_seed: previous.serverSeed } : null,
  };
}

/**
 * A new client seed starts a new pair (fresh server seed, nonce 0) and reveals the old one, as
 * the old server seed was committed together with the old client seed.
 */
export async function setClientSeed(db: Db, userId: number, clientSeed: string, now: Date) {
  return rotate(db, userId, now, clientSeed);
}

/** Retires the current pair (revealing its server seed) and commits a new one. */
export async function rotate(db: Db, userId: number, now: Date, clientSeed?: string): Promise<HouseSeeds> {
  const current = await currentPair(db, userId, now);
  await db.transaction(async (tx) => {
    await tx
      .update(fairSeedPairs)
      .set({ revealedAt: now })
      .where(and(eq(fairSeedPairs.id, current.id), isNull(fairSeedPairs.revealedAt)));
    await tx
      .insert(fairSeedPairs)
      .values({ ...freshPair(userId, now), clientSeed: clientSeed ?? current.clientSeed })
      .onConflictDoNothing();
  });
  return playerSeeds(db, userId, now);
}

export const findSeedPair = async (db: Db, id: number) =>
  (await db.select().from(fairSeedPairs).where(eq(fairSeedPairs.id, id)).limit(1))[0];
