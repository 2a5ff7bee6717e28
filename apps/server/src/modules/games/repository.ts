import { DEMO_CURRENCY } from '@orbit/contract';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import {
  categories,
  favouriteGames,
  gameCategories,
  gameCurrencies,
  games,
  playedGames,
  producers,
} from '../../db/schema/index.ts';
import { answerCache } from './answer-cache.ts';
import { escapeLike } from './search-title.ts';

/** The columns a Game is presented from. */
const gameColumns = {
  id: games.id,
  identifier: games.identifier,
  producer: games.producer,
  name: games.name,
  title: games.title,
  seoTitle: games.seoTitle,
  engine: games.engine,
  volatility: games.volatility,
  lines: games.lines,
  ways: games.ways,
  rtp: games.rtp,
  hitRate: games.hitRate,
  devices: games.devices,
};
export type GameRow = {
  id: number;
  identifier: string;
  producer: string;
  name: string;
  title: string;
  seoTitle: string;
  engine: string;
  volatility: string;
  lines: number | null;
  ways: number | null;
  rtp: number;
  hitRate: number;
  devices: string[];
};

/** Who may see a game: the device it runs on and the visitor's country (territorial restrictions). */
export interface Visibility {
  device?: string;
  /** Games of producers restricted in this country are hidden; undefined shows every game. */
  country?: string;
}

export type SortType = 'position' | 'popularity' | 'title' | 'new';

export interface GameQuery extends Visibility {
  /** Any of these categories (strategy OR). */
  categoryIds?: string[];
  providers?: string[];
  /** Already normalised (normalizeSearch). */
  title?: string;
  currencies?: string[];
  volatility?: string[];
  lines?: number[];
  ways?: number[];
  hitRates?: number[];
  rtps?: number[];
  /** Games of these categories come first. */
  topCategories?: string[];
  /** Omitted: `position` ASC (relevance: search prefix, category position, popularity). */
  sort?: { type: SortType; direction: 'ASC' | 'DESC' };
  limit: number;
  offset: number;
}

/**
 * Enabled games of enabled producers (the back office switches either off), on the device, and
 * not restricted in the country, by the game itself or its producer.
 */
function visibilityConditions(v: Visibility): SQL[] {
  const where: SQL[] = [eq(games.enabled, true)];
  if (v.device) where.push(sql`${v.device} = any(${games.devices})`);
  if (v.country) {
    where.push(sql`not (${v.country} = any(${games.restrictedCountries}))`);
    where.push(
      sql`not exists (select 1 from ${producers} where ${producers.slug} = ${games.producer} and (not ${producers.enabled} or ${v.country} = any(${producers.restrictedCountries})))`,
    );
  } else {
    where.push(
      sql`not exists (select 1 from ${producers} where ${producers.slug} = ${games.producer} and not ${producers.enabled})`,
    );
  }
  return where;
}

function filterConditions(q: GameQuery): SQL[] {
  const where = visibilityConditions(q);
  if (q.providers) where.push(inArray(games.producer, q.providers.length ? q.providers : ['']));
  if (q.title) where.push(sql`${games.searchTitle} like ${`%${escapeLike(q.title)}%`}`);
  if (q.currencies) {
    where.push(
      sql`exists (select 1 from ${gameCurrencies} where ${gameCurrencies.gameId} = ${games.id} and ${inArray(gameCurrencies.currency, q.currencies.length ? q.currencies : [''])})`,
    );
  }
  if (q.volatility) where.push(inArray(games.volatility, q.volatility.length ? q.volatility : ['']));
  if (q.lines) where.push(q.lines.length ? inArray(games.lines, q.lines) : sql`false`);
  if (q.ways) where.push(q.ways.length ? inArray(games.ways, q.ways) : sql`false`);
  if (q.hitRates) where.push(q.hitRates.length ? inArray(games.hitRate, q.hitRates) : sql`false`);
  if (q.rtps) where.push(q.rtps.length ? inArray(games.rtp, q.rtps) : sql`false`);
  return where;
}

/** The best (lowest) position of each game among the wanted categories: filter and order in one. */
const categoryPositions = (db: Db, ids: string[]) =>
  db
    .select({
      gameId: gameCategories.gameId,
      position: sql<number>`min(${gameCategories.position})`.as('category_position'),
    })
    .from(gameCategories)
    .where(inArray(gameCategories.categoryId, ids))
    .groupBy(gameCategories.gameId)
    .as('wanted');

function orderOf(q: GameQuery, position: SQL | undefined): SQL[] {
  const order: SQL[] = [];
  if (q.topCategories?.length) {
    order.push(
      sql`exists (select 1 from ${gameCategories} where ${gameCategories.gameId} = ${games.id} and ${inArray(gameCategories.categoryId, q.topCategories)}) desc`,
    );
  }
  // ASC is each sort's natural order, DESC reverses it. `position` is relevance: titles that
  // start with the searched text, then the category's order, then popularity.
  const forward = (q.sort?.direction ?? 'ASC') === 'ASC';
  const highFirst = (e: SQL | typeof games.popularity) => (forward ? desc(e) : asc(e));
  const lowFirst = (e: SQL | typeof games.searchTitle) => (forward ? asc(e) : desc(e));
  switch (q.sort?.type ?? 'position') {
    case 'position':
      if (q.title) order.push(highFirst(sql`(${games.searchTitle} like ${`${escapeLike(q.title)}%`})`));
      if (position) order.push(lowFirst(position));
      order.push(highFirst(games.popularity));
      break;
    case 'popularity':
      order.push(highFirst(games.popularity));
      break;
    case 'title':
      order.push(lowFirst(games.searchTitle));
      break;
    case 'new':
      order.push(forward ? desc(games.releasedAt) : asc(games.releasedAt));
      break;
  }
  order.push(asc(games.id));
  return order;
}

/**
 * Every game a query matches, in its order: the costly half of a page (each match is read and
 * sorted; the page then takes its games by id). Kept 30 s per node and query like the answers,
 * so scrolling a list or resizing its pages reads it once and a deep page costs what the first
 * does; the list's length is its count. An edit of the catalogue (here or, with Redis, on another
 * node) moves the catalogue version: read afresh. At most 4 bytes a game per kept list.
 */
const orderedLists = answerCache<Int32Array>({ maxEntries: 200 });

export function findOrderedIds(db: Db, q: GameQuery): Promise<Int32Array> {
  const { limit: _limit, offset: _offset, ...question } = q;
  return orderedLists(db, JSON.stringify(question), async () => {
    const ids = q.categoryIds;
    // One category (the common case): its (category, position) index; several: each game's best
    // position among them.
    const wanted = ids && ids.length !== 1 ? categoryPositions(db, ids.length ? ids : ['']) : undefined;
    const member =
      ids?.length === 1
        ? and(eq(gameCategories.gameId, games.id), eq(gameCategories.categoryId, ids[0] ?? ''))
        : undefined;
    const position = member ? sql`${gameCategories.position}` : wanted ? sql`${wanted.position}` : undefined;
    const order = sql.join(orderOf(q, position), sql`, `);
    // One row (a JSON array), not a row per game: the driver parses one value instead of thousands.
    const list = db
      .select({ ids: sql<number[] | null>`json_agg(${games.id} order by ${order})` })
      .from(games)
      .$dynamic();
    const joined = member
      ? list.innerJoin(gameCategories, member)
      : wanted
        ? list.innerJoin(wanted, eq(wanted.gameId, games.id))
        : list;
    const [row] = await joined.where(and(...filterConditions(q)));
    return Int32Array.from(row?.ids ?? []);
  });
}

/**
 * Games by id (in no order), with what presenting them needs besides (their categories in lobby
 * order, their currencies, whether another game shares the SEO title): one statement whose text
 * never changes, prepared once per connection. numeric as float8: the same number drizzle's
 * numeric columns give. An id no longer in the catalogue has no row.
 */
export const findGamesWithDetails = (db: Db, ids: ArrayLike<number>) =>
  queryPrepared<PageRow>(
    db,
    sql`select g.id, g.identifier, g.producer, g.name, g.title, g.seo_title as "seoTitle", g.engine,
      g.volatility, g.lines, g.ways, g.rtp::float8 as rtp, g.hit_rate::float8 as "hitRate", g.devices,
      array(select its.category_id from game_categories its join categories c on c.id = its.category_id
        where its.game_id = g.id order by c.position, c.id) as "categoryIds",
      coalesce((select json_agg(json_build_object('currency', cur.currency, 'id', cur.id) order by cur.currency)
        from game_currencies cur where cur.game_id = g.id), '[]'::json) as currencies,
      exists (select 1 from games same where same.seo_title = g.seo_title and same.id <> g.id) as "seoTitleShared"
    from games g where g.id = any(${`{${Array.prototype.join.call(ids, ',')}}`}::int[])`,
  );

export type PageRow = GameRow & {
  categoryIds: string[];
  currencies: { currency: string; id: number }[];
  seoTitleShared: boolean;
};

/** The details read with the rows (findGamesWithDetails), in the shape the presenter takes. */
export function detailsOfPage(rows: PageRow[]): GameDetails {
  const categoriesOf = new Map<number, string[]>();
  const currenciesOf = new Map<number, { currency: string; id: number }[]>();
  const sharedSeoTitles = new Set<string>();
  for (const r of rows) {
    categoriesOf.set(r.id, r.categoryIds);
    currenciesOf.set(r.id, r.currencies);
    if (r.seoTitleShared) sharedSeoTitles.add(r.seoTitle);
  }
  return { categoriesOf, currenciesOf, sharedSeoTitles };
}

export const findGamesByIdentifiers = (db: Db, identifiers: string[], v: Visibility) =>
  db
    .select(gameColumns)
    .from(games)
    .where(and(inArray(games.identifier, identifiers), ...visibilityConditions(v)));

/** The visible games whose SEO title is one of `seoTitles` (several producers may share one). */
export const findGamesBySeoTitles = (db: Db, seoTitles: string[], v: Visibility) =>
  db
    .select(gameColumns)
    .from(games)
    .where(and(inArray(games.seoTitle, seoTitles), ...visibilityConditions(v)))
    .orderBy(asc(games.id));

/** One game picked at random among the visible games of a category (or of the whole catalogue). */
export async function findRandomGame(
  db: Db,
  categoryId: string | undefined,
  v: Visibility,
): Promise<GameRow | undefined> {
  const where = and(
    ...visibilityConditions(v),
    ...(categoryId
      ? [
          sql`exists (select 1 from ${gameCategories} where ${gameCategories.gameId} = ${games.id} and ${gameCategories.categoryId} = ${categoryId})`,
        ]
      : []),
  );
  const [counted] = await db.select({ n: count() }).from(games).where(where);
  const n = counted?.n ?? 0;
  if (n === 0) return undefined;
  const [row] = await db
    .select(gameColumns)
    .from(games)
    .where(where)
    .orderBy(asc(games.id))
    .limit(1)
    .offset(Math.floor(Math.random() * n));
  return row;
}

export interface GameDetails {
  categoriesOf: Map<number, string[]>;
  currenciesOf: Map<number, { currency: string; id: number }[]>;
  sharedSeoTitles: Set<string>;
}

export const findCategory = async (db: Db, id: string) =>
  (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0];

/** Base collections and the geo variants of one country, with their visible game counts. */
export function listCollections(db: Db, country: string) {
  return db
    .select({
      id: categories.id,
      title: categories.title,
      gamesCount: sql<number>`count(${games.id})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(gameCategories, eq(gameCategories.categoryId, categories.id))
    .leftJoin(games, and(eq(games.id, gameCategories.gameId), ...visibilityConditions({ country })))
    .where(or(isNull(categories.country), eq(categories.country, country)))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Enabled producers not restricted in the country, in lobby order. */
export const listProducers = (db: Db, country: string) =>
  db
    .select({ id: producers.slug, title: producers.title })
    .from(producers)
    .where(and(eq(producers.enabled, true), sql`not (${country} = any(${producers.restrictedCountries}))`))
    .orderBy(asc(producers.position), asc(producers.title));

// --- favourites and played games ---

export const findGameCurrency = async (db: Db, id: number) =>
  (await db.select().from(gameCurrencies).where(eq(gameCurrencies.id, id)).limit(1))[0];

export async function addFavourite(db: Db, userId: number, gameId: number, at: Date) {
  await db.insert(favouriteGames).values({ userId, gameId, createdAt: at }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, gameId: number) {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.userId, userId), eq(favouriteGames.gameId, gameId)));
}

/** A player's favourite games, newest first. */
export const listFavouriteGames = (db: Db, userId: number) =>
  db
    .select(gameColumns)
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .where(eq(favouriteGames.userId, userId))
    .orderBy(desc(favouriteGames.createdAt), desc(games.id));

const inCurrency = alias(gameCurrencies, 'in_currency');
const inDemo = alias(gameCurrencies, 'in_demo');

/** Per favourite game (newest first), its id in `currency` and its demo id. */
export const listFavouriteIds = (db: Db, userId: number, currency: string) =>
  db
    .select({ currencyId: inCurrency.id, demoId: inDemo.id })
    .from(favouriteGames)
    .leftJoin(
      inCurrency,
      and(eq(inCurrency.gameId, favouriteGames.gameId), eq(inCurrency.currency, currency)),
    )
    .leftJoin(inDemo, and(eq(inDemo.gameId, favouriteGames.gameId), eq(inDemo.currency, DEMO_CURRENCY)))
    .where(eq(favouriteGames.userId, userId))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));

export const PLAYED_GAMES_LIMIT = 100;

export const listPlayedGames = (db: Db, userId: number) =>
  db
    .select({ identifier: games.identifier, lastActivityAt: playedGames.lastActivityAt })
    .from(playedGames)
    .innerJoin(games, eq(games.id, playedGames.gameId))
    .where(eq(playedGames.userId, userId))
    .orderBy(desc(playedGames.lastActivityAt), desc(games.id))
    .limit(PLAYED_GAMES_LIMIT);

/** The house engine of a catalogue game (its family decides wagering contributions and comp points). */
export async function findGameEngine(tx: Db, identifier: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ engine: games.engine })
    .from(games)
    .where(eq(games.identifier, identifier))
    .limit(1);
  return row?.engine;
}
