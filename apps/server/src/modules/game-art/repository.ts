import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { games, producers } from '../../db/schema/index.ts';

/** What a tile is drawn from: the game's title, engine and art seed, and its producer's title. */
export async function findArtSource(db: Db, identifier: string) {
  const [row] = await db
    .select({ title: games.title, producer: producers.title, engine: games.engine, art: games.art })
    .from(games)
    .innerJoin(producers, eq(producers.slug, games.producer))
    .where(eq(games.identifier, identifier))
    .limit(1);
  return row ?? null;
}
