import type { OperatorGameSort } from '@orbit/contract';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, gameCategories, games, producers } from '../../db/schema/index.ts';
import { orderOf } from '../../lib/operator-sort.ts';
import { escapeLike } from './search-title.ts';

/** What the back office shows of a game. */
const operatorGameColumns = {
  id: games.id,
  identifier: games.identifier,
  title: games.title,
  producer: games.producer,
  enabled: games.enabled,
  restrictedCountries: games.restrictedCountries,
  rtp: games.rtp,
};
export type OperatorGameRow = {
  id: number;
  identifier: string;
  title: string;
  producer: string;
  enabled: boolean;
  restrictedCountries: string[];
  rtp: number;
};

export interface OperatorGameFilter {
  /** Already normalised (normalizeSearch); matches the title or the identifier. */
  q?: string | undefined;
  producer?: string | undefined;
  enabled?: boolean | undefined;
}

/** What each sortable column orders by (the id breaks ties). */
const SORT_COLUMNS = {
  title: games.searchTitle,
  producer: games.producer,
  rtp: games.rtp,
  enabled: games.enabled,
} as const;

/** A page of the whole catalogue (enabled or not), in the asked order. */
export async function operatorGamePage(
  db: Db,
  filter: OperatorGameFilter,
  sort: OperatorGameSort,
  limit: number,
  offset: number,
) {
  const where: SQL[] = [];
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    where.push(or(sql`${games.searchTitle} like ${like}`, ilike(games.identifier, like)) as SQL);
  }
  if (filter.producer) where.push(eq(games.producer, filter.producer));
  if (filter.enabled !== undefined) where.push(eq(games.enabled, filter.enabled));
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select(operatorGameColumns)
      .from(games)
      .where(condition)
      .orderBy(...orderOf(sort, SORT_COLUMNS, games.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(games).where(condition),
  ]);
  return { rows: rows as OperatorGameRow[], total: counted?.n ?? 0 };
}

/** The category ids of each of these games, in the categories' order. */
export async function categoriesOfGames(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const byGame = new Map<number, string[]>();
  if (ids.length === 0) return byGame;
  const rows = await db
    .select({ gameId: gameCategories.gameId, categoryId: gameCategories.categoryId })
    .from(gameCategories)
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .where(inArray(gameCategories.gameId, ids))
    .orderBy(asc(categories.position), asc(categories.id));
  for (const row of rows) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row.categoryId]);
  return byGame;
}

export const findOperatorGame = async (db: Db, id: number) =>
  (await db.select(operatorGameColumns).from(games).where(eq(games.id, id)).limit(1))[0] as
    | OperatorGameRow
    | undefined;

export async function updateGame(
  db: Db,
  id: number,
  values: { enabled?: boolean | undefined; restrictedCountries?: string[] | undefined },
) {
  const set = {
    ...(values.enabled !== undefined ? { enabled: values.enabled } : {}),
    ...(values.restrictedCountries !== undefined ? { restrictedCountries: values.restrictedCountries } : {}),
  };
  const [row] = await db.update(games).set(set).where(eq(games.id, id)).returning(operatorGameColumns);
  return row as OperatorGameRow | undefined;
}

// --- categories ---

const categoryColumns = {
  id: categories.id,
  title: categories.title,
  country: categories.country,
  position: categories.position,
  gamesCount:
    sql<number>`(select count(*) from ${gameCategories} where ${gameCategories.categoryId} = ${categories.id})`.mapWith(
      Number,
    ),
};
export type OperatorCategoryRow = {
  id: string;
  title: string;
  country: string | null;
  position: number;
  gamesCount: number;
};

export const listOperatorCategories = (db: Db): Promise<OperatorCategoryRow[]> =>
  db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.id));

export const findOperatorCategory = async (db: Db, id: string): Promise<OperatorCategoryRow | undefined> =>
  (await db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1))[0];

/** Positions 1, 2, … in the order of `ids`, in one statement. */
export async function setCategoryPositions(db: Db, ids: string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${categories} set position = ordered.ord
    from unnest(array[${list}]::text[]) with ordinality as ordered(id, ord)
    where ${categories.id} = ordered.id`);
}

/** A category's games in its order. */
export const listCategoryGames = (db: Db, categoryId: string, limit: number) =>
  db
    .select({ id: games.id, identifier: games.identifier, title: games.title, enabled: games.enabled })
    .from(gameCategories)
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .where(eq(gameCategories.categoryId, categoryId))
    .orderBy(asc(gameCategories.position), asc(games.id))
    .limit(limit);

/**
 * Orders a category's games as `gameIds` lists them, when they are exactly its games: the
 * category's row is locked meanwhile, so two orderings of one category run one after the other.
 * False when the list is not the category's games (or the category is gone).
 */
export async function orderCategoryGames(db: Db, categoryId: string, gameIds: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for('update');
    if (locked.length === 0) return false;
    const members = await tx
      .select({ gameId: gameCategories.gameId })
      .from(gameCategories)
      .where(eq(gameCategories.categoryId, categoryId));
    const current = new Set(members.map((m) => m.gameId));
    if (current.size !== gameIds.length || gameIds.some((id) => !current.has(id))) return false;
    if (gameIds.length === 0) return true;
    const list = sql.join(
      gameIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${gameCategories} set position = ordered.ord
      from unnest(array[${list}]::int[]) with ordinality as ordered(game_id, ord)
      where ${gameCategories.categoryId} = ${categoryId} and ${gameCategories.gameId} = ordered.game_id`);
    return true;
  });
}

// --- producers ---

export type OperatorProducerRow = {
  slug: string;
  title: string;
  enabled: boolean;
  restrictedCountries: string[];
  gamesCount: number;
};
const producerColumns = {
  slug: producers.slug,
  title: producers.title,
  enabled: producers.enabled,
  restrictedCountries: producers.restrictedCountries,
  gamesCount:
    sql<number>`(select count(*) from ${games} where ${games.producer} = ${producers.slug})`.mapWith(Number),
};

export const listOperatorProducers = (db: Db): Promise<OperatorProducerRow[]> =>
  db.select(producerColumns).from(producers).orderBy(asc(producers.position), asc(producers.title));

export const findOperatorProducer = async (db: Db, slug: string): Promise<OperatorProducerRow | undefined> =>
  (await db.select(producerColumns).from(producers).where(eq(producers.slug, slug)).limit(1))[0];

export async function updateProducer(
  db: Db,
  slug: string,
  values: { enabled?: boolean | undefined; restrictedCountries?: string[] | undefined },
) {
  const set = {
    ...(values.enabled !== undefined ? { enabled: values.enabled } : {}),
    ...(values.restrictedCountries !== undefined ? { restrictedCountries: values.restrictedCountries } : {}),
  };
  const [row] = await db
    .update(producers)
    .set(set)
    .where(eq(producers.slug, slug))
    .returning({ slug: producers.slug });
  return row;
}

/** Declared RTP, title and producer of the games among `identifiers`. */
export const gamesByIdentifiers = (db: Db, identifiers: string[]) =>
  identifiers.length === 0
    ? Promise.resolve([])
    : db
        .select({
          identifier: games.identifier,
          title: games.title,
          producer: games.producer,
          rtp: games.rtp,
        })
        .from(games)
        .where(inArray(games.identifier, identifiers));
