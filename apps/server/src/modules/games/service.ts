import type {
  Device,
  Game,
  GameCollection,
  GameProvider,
  GamesFilterBody,
  GamesPagination,
  GamesSelectBySeoTitlesBody,
} from '@orbit/contract';
import { type GameFamily, gameFamily } from '@orbit/games';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { answerCache, type EncodedAnswer, encodedAnswer } from './answer-cache.ts';
import { categoryIdOf } from './category-id.ts';
import { presentGame, presentGames } from './presenter.ts';
import {
  detailsOfPage,
  findGameEngine,
  findGamesByIdentifiers,
  findGamesBySeoTitles,
  findGamesWithDetails,
  findOrderedIds,
  findRandomGame,
  type GameQuery,
  type GameRow,
  listCollections,
  listProducers,
} from './repository.ts';
import { normalizeSearch } from './search-title.ts';

type FilterBody = z.output<typeof GamesFilterBody>;

/** Reference pagination: 1-based pages, `next_page` null on the last page (and beyond it). */
export function paginationOf(page: number, pageSize: number, total: number): GamesPagination {
  const totalPages = Math.ceil(total / pageSize);
  return {
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    total_pages: totalPages,
    total_count: total,
  };
}

/** `"96.2"` → 96.2; anything that is not a number is a field error of that filter. */
function numbersOf(field: string, values: string[] | undefined): number[] | undefined {
  if (!values) return undefined;
  const numbers = values.map((v) => Number(v.trim().replace(/%$/, '')));
  if (numbers.some((n) => !Number.isFinite(n) || n < 0 || n > 999)) {
    throw new FieldErrors({ [`filter.${field}`]: ['validation.invalid_value'] });
  }
  return numbers;
}

/** Rows in the games_filter shape: their details read in one statement. */
async function present(db: Db, rows: GameRow[]): Promise<Game[]> {
  if (rows.length === 0) return [];
  const withDetails = await findGamesWithDetails(
    db,
    rows.map((r) => r.id),
  );
  return presentGames(rows, detailsOfPage(withDetails));
}

/** The query a games_filter body asks: normalised, so that equal questions are equal keys. */
function queryOf(body: FilterBody, country: string): GameQuery {
  const { filter } = body;
  const title = filter.title === undefined ? undefined : normalizeSearch(filter.title);
  return {
    device: body.device,
    country: body.without_territorial_restrictions ? undefined : country,
    categoryIds: filter.categories?.identifiers.map(categoryIdOf),
    providers: filter.providers,
    title: title || undefined,
    currencies: filter.currencies?.map((c) => c.toUpperCase()),
    volatility: filter.volatility_rating,
    lines: filter.lines,
    ways: filter.ways,
    hitRates: numbersOf('hit_rate', filter.hit_rate),
    rtps: numbersOf('payout', filter.payout),
    topCategories: body.sort?.top_categories?.map(categoryIdOf),
    sort: body.sort,
    limit: body.page_size,
    offset: (body.page - 1) * body.page_size,
  };
}

/**
 * Games as JSON tiles (the presented Game), the same for every visitor: kept per game like the
 * answers (30 s, until the catalogue changes), so a page of games already shown (another page size,
 * another list holding them) reads nothing. About 800 bytes a tile (15 currencies): 8 MB at most.
 */
const tiles = answerCache<string | undefined>({ maxEntries: 10_000 });

/** The tiles of these games, in their order; the ones not kept are read in one statement. */
async function tilesOf(db: Db, ids: ArrayLike<number>): Promise<string[]> {
  const missing: number[] = [];
  let read: Promise<Map<number, string>> | undefined;
  // `tiles` calls the computation at once for each game it does not keep: the statement starts
  // once every missing game is known, after this loop.
  const kept = Array.from(ids, (id) =>
    tiles(db, String(id), () => {
      missing.push(id);
      read ??= Promise.resolve().then(async () => {
        const rows = await findGamesWithDetails(db, missing);
        const details = detailsOfPage(rows);
        return new Map(rows.map((row) => [row.id, JSON.stringify(presentGame(row, details))]));
      });
      return read.then((json) => json.get(id));
    }),
  );
  // A game gone since its list was read (an edit, heard afterwards) is left out.
  return (await Promise.all(kept)).filter((json) => json !== undefined);
}

const filterAnswers = answerCache<EncodedAnswer>();

/**
 * POST /api/games_filter as the JSON sent (and its compressed forms): the same for every visitor
 * who asks the same query from the same country (the answer holds nothing of a player's own), so
 * it is kept per normalised query until the catalogue changes (answer-cache.ts). Built from the
 * query's kept list and the kept tiles of its page. Serialised as it is: the presenter builds
 * exactly the contract's Game (its types check that; a test checks the answer against the response
 * schema), and the schema's encode cost 3 ms per page of 40.
 */
export function filterGamesAnswer(db: Db, body: FilterBody, country: string): Promise<EncodedAnswer> {
  const query = queryOf(body, country);
  const key = JSON.stringify([query, body.page]);
  return filterAnswers(db, key, async () => {
    const ordered = await findOrderedIds(db, query);
    const games = await tilesOf(db, ordered.subarray(query.offset, query.offset + query.limit));
    const pagination = paginationOf(body.page, query.limit, ordered.length);
    return encodedAnswer(`{"data":[${games.join(',')}],"pagination":${JSON.stringify(pagination)}}`);
  });
}

/** POST /api/games_filter/select: the visible games among `identifiers`, keyed by identifier. */
export async function selectGames(
  db: Db,
  identifiers: string[],
  device: Device | undefined,
  country: string,
): Promise<Record<string, Game>> {
  const rows = await findGamesByIdentifiers(db, [...new Set(identifiers)], { device, country });
  const byIdentifier: Record<string, Game> = {};
  for (const game of await present(db, rows)) byIdentifier[game.identifier] = game;
  return byIdentifier;
}

/**
 * POST /api/games_filter/select_by_seo_titles: the visible games of those SEO titles, keyed by
 * identifier like select (the client picks the one of its page's provider and device).
 */
export async function selectGamesBySeoTitles(
  db: Db,
  body: z.output<typeof GamesSelectBySeoTitlesBody>,
  country: string,
): Promise<Record<string, Game>> {
  const rows = await findGamesBySeoTitles(db, [...new Set(body.game_seo_titles)], {
    device: body.device,
    country: body.without_territorial_restrictions ? undefined : country,
  });
  const byIdentifier: Record<string, Game> = {};
  for (const game of await present(db, rows)) byIdentifier[game.identifier] = game;
  return byIdentifier;
}

/** GET /api/games/random: one visible game of a category (any game without one). */
export async function randomGame(
  db: Db,
  categoryId: string | undefined,
  device: Device | undefined,
  country: string,
): Promise<Game> {
  const row = await findRandomGame(db, categoryId ? categoryIdOf(categoryId) : undefined, {
    device,
    country,
  });
  if (!row) throw new HttpError(404, 'game_not_found', 'No game in this category');
  const [game] = await present(db, [row]);
  if (!game) throw new HttpError(404, 'game_not_found', 'No game in this category');
  return game;
}

export async function collections(db: Db, country: string): Promise<GameCollection[]> {
  const rows = await listCollections(db, country);
  return rows.map((r) => ({ id: r.id, title: r.title, games_count: r.gamesCount }));
}

export const providers = (db: Db, country: string): Promise<GameProvider[]> => listProducers(db, country);

export { present as presentGameRows };

const families = ttlMemo<Db, GameFamily | undefined>(60_000);

/**
 * A game's family (slots, tables, originals, live; unknown games none), asked inside a money
 * transaction `tx` and remembered a minute per database `db` (the catalogue changes by operator edits).
 */
export function gameFamilyOf(db: Db, tx: Db, identifier: string): Promise<GameFamily | undefined> {
  return families(db, identifier, async () => {
    const engine = await findGameEngine(tx, identifier);
    return engine ? gameFamily(engine) : undefined;
  });
}
