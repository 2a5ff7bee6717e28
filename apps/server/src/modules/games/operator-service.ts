import {
  CATEGORY_GAMES_MAX,
  type OperatorCategory,
  type OperatorCategoryGames,
  type OperatorGame,
  type OperatorGameRtp,
  type OperatorGameSort,
  type OperatorGamesPage,
  type OperatorProducer,
  type OperatorRtpPage,
  RTP_MIN_ROUNDS,
} from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { catalogueChanged } from '../../lib/catalogue-version.ts';
import { listPage, offsetOf, type Paging } from '../../lib/operator-list.ts';
import { roundReturnsByGame } from '../wallet/round-returns.ts';
import {
  categoriesOfGames,
  findOperatorCategory,
  findOperatorGame,
  findOperatorProducer,
  gamesByIdentifiers,
  listCategoryGames,
  listOperatorCategories,
  listOperatorProducers,
  type OperatorCategoryRow,
  type OperatorGameRow,
  type OperatorProducerRow,
  operatorGamePage,
  orderCategoryGames,
  setCategoryPositions,
  updateGame,
  updateProducer,
} from './operator-repository.ts';
import { normalizeSearch } from './search-title.ts';

/** A change that names nothing to change is a refusal, not a silent success. */
function requireChange(body: Record<string, unknown>) {
  if (Object.values(body).every((value) => value === undefined)) {
    throw new FieldErrors({ base: ['games.errors.nothing_to_change'] });
  }
}

/** After an edit of what players see: this node's renders, answers and game lists read afresh. */
function catalogueEdited(db: Db) {
  catalogueChanged(db);
}

const presentGame = (row: OperatorGameRow, categories: string[]): OperatorGame => ({
  id: row.id,
  identifier: row.identifier,
  title: row.title,
  producer: row.producer,
  enabled: row.enabled,
  restricted_countries: row.restrictedCountries,
  rtp: row.rtp,
  categories,
});

export async function operatorGames(
  deps: Pick<Deps, 'db'>,
  query: Paging & {
    q?: string | undefined;
    producer?: string | undefined;
    enabled?: 'true' | 'false' | undefined;
    sort: OperatorGameSort;
  },
): Promise<OperatorGamesPage> {
  const q = query.q === undefined ? undefined : normalizeSearch(query.q);
  const { rows, total } = await operatorGamePage(
    deps.db,
    {
      q: q || undefined,
      producer: query.producer || undefined,
      enabled: query.enabled === undefined ? undefined : query.enabled === 'true',
    },
    query.sort,
    query.per_page,
    offsetOf(query),
  );
  const categories = await categoriesOfGames(
    deps.db,
    rows.map((r) => r.id),
  );
  return listPage(
    'games',
    rows.map((row) => presentGame(row, categories.get(row.id) ?? [])),
    query,
    total,
  );
}

export async function operatorGame(deps: Pick<Deps, 'db'>, id: number): Promise<OperatorGame> {
  const row = await findOperatorGame(deps.db, id);
  if (!row) throw new HttpError(404, 'not_found', 'No such game');
  return presentGame(row, (await categoriesOfGames(deps.db, [id])).get(id) ?? []);
}

/** Switches a game on or off, or sets the countries it is restricted in (its producer's apply too). */
export async function changeGame(
  deps: Pick<Deps, 'db'>,
  id: number,
  body: { enabled?: boolean | undefined; restricted_countries?: string[] | undefined },
): Promise<OperatorGame> {
  requireChange(body);
  const row = await updateGame(deps.db, id, {
    enabled: body.enabled,
    restrictedCountries: body.restricted_countries ? [...body.restricted_countries].sort() : undefined,
  });
  if (!row) throw new HttpError(404, 'not_found', 'No such game');
  catalogueEdited(deps.db);
  return presentGame(row, (await categoriesOfGames(deps.db, [id])).get(id) ?? []);
}

// --- categories ---

const presentCategory = (row: OperatorCategoryRow): OperatorCategory => ({
  id: row.id,
  title: row.title,
  country: row.country,
  position: row.position,
  games_count: row.gamesCount,
});

export async function operatorCategories(deps: Pick<Deps, 'db'>): Promise<OperatorCategory[]> {
  return (await listOperatorCategories(deps.db)).map(presentCategory);
}

/** Orders the lobby's categories: the list must name every category once. */
export async function orderCategories(deps: Pick<Deps, 'db'>, ids: string[]): Promise<OperatorCategory[]> {
  const current = await listOperatorCategories(deps.db);
  const known = new Set(current.map((c) => c.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new FieldErrors({ category_ids: ['games.errors.order_mismatch'] });
  }
  await setCategoryPositions(deps.db, ids);
  catalogueEdited(deps.db);
  return operatorCategories(deps);
}

export async function categoryGames(deps: Pick<Deps, 'db'>, id: string): Promise<OperatorCategoryGames> {
  const category = await findOperatorCategory(deps.db, id);
  if (!category) throw new HttpError(404, 'not_found', 'No such category');
  return {
    category: presentCategory(category),
    games: await listCategoryGames(deps.db, id, CATEGORY_GAMES_MAX),
  };
}

/** Orders a category's games: the list must be exactly its games (422 otherwise, nothing changed). */
export async function orderGamesOf(
  deps: Pick<Deps, 'db'>,
  id: string,
  gameIds: number[],
): Promise<OperatorCategoryGames> {
  if (!(await findOperatorCategory(deps.db, id))) throw new HttpError(404, 'not_found', 'No such category');
  if (!(await orderCategoryGames(deps.db, id, gameIds))) {
    throw new FieldErrors({ game_ids: ['games.errors.order_mismatch'] });
  }
  catalogueEdited(deps.db);
  return categoryGames(deps, id);
}

// --- producers ---

const presentProducer = (row: OperatorProducerRow): OperatorProducer => ({
  slug: row.slug,
  title: row.title,
  enabled: row.enabled,
  restricted_countries: row.restrictedCountries,
  games_count: row.gamesCount,
});

export async function operatorProducers(deps: Pick<Deps, 'db'>): Promise<OperatorProducer[]> {
  return (await listOperatorProducers(deps.db)).map(presentProducer);
}

export async function operatorProducer(deps: Pick<Deps, 'db'>, slug: string): Promise<OperatorProducer> {
  const row = await findOperatorProducer(deps.db, slug);
  if (!row) throw new HttpError(404, 'not_found', 'No such producer');
  return presentProducer(row);
}

/** Switches a producer (all its games) on or off, or sets the countries it is restricted in. */
export async function changeProducer(
  deps: Pick<Deps, 'db'>,
  slug: string,
  body: { enabled?: boolean | undefined; restricted_countries?: string[] | undefined },
): Promise<OperatorProducer> {
  requireChange(body);
  const row = await updateProducer(deps.db, slug, {
    enabled: body.enabled,
    restrictedCountries: body.restricted_countries ? [...body.restricted_countries].sort() : undefined,
  });
  if (!row) throw new HttpError(404, 'not_found', 'No such producer');
  catalogueEdited(deps.db);
  return operatorProducer(deps, slug);
}

// --- RTP measured against declared ---

/** z for a two-sided 95 % interval. */
const Z_95 = 1.959964;
const DAY_MS = 86_400_000;
/** The longest period one report reads. */
const MAX_PERIOD_DAYS = 366;

/**
 * The measured RTP of a game over n rounds and its 95 % confidence interval, by the normal
 * approximation over rounds: with rᵢ = wins ÷ stake of round i,
 *   mean r̄ = Σrᵢ / n,  sample variance s² = (Σrᵢ² − n·r̄²) / (n − 1),
 *   interval r̄ ± 1.96 · s / √n   (all × 100 for percent).
 * The per-round mean weights every round alike whatever its stake; for games whose outcome does
 * not depend on the stake (a slot's paytable scales with it) it estimates the same RTP as
 * Σwins ÷ Σstakes, and it needs no exchange rates across currencies.
 */
export function rtpInterval(
  rounds: number,
  sumReturn: number,
  sumReturnSquared: number,
): { mean: number; low: number; high: number } | null {
  if (rounds <= 0) return null;
  const mean = sumReturn / rounds;
  if (rounds === 1) return { mean: mean * 100, low: mean * 100, high: mean * 100 };
  const variance = Math.max(0, (sumReturnSquared - rounds * mean * mean) / (rounds - 1));
  const half = Z_95 * Math.sqrt(variance / rounds);
  return { mean: mean * 100, low: (mean - half) * 100, high: (mean + half) * 100 };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function gamesRtp(
  deps: Pick<Deps, 'db' | 'now'>,
  query: Paging & {
    from?: string | undefined;
    to?: string | undefined;
    outside?: 'true' | 'false' | undefined;
  },
): Promise<OperatorRtpPage> {
  const to = query.to ? new Date(query.to) : deps.now();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 30 * DAY_MS);
  if (from.getTime() >= to.getTime()) throw new HttpError(400, 'bad_request', '`from` must be before `to`');
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    throw new HttpError(400, 'bad_request', `The period is at most ${MAX_PERIOD_DAYS} days`);
  }
  const measured = await roundReturnsByGame(deps.db, from, to);
  const declared = new Map(
    (
      await gamesByIdentifiers(
        deps.db,
        measured.map((m) => m.game),
      )
    ).map((g) => [g.identifier, g]),
  );
  const all: OperatorGameRtp[] = [];
  for (const m of measured) {
    const game = declared.get(m.game);
    // Rounds of a game the catalogue does not know (a provider's own) have no declared RTP.
    if (!game) continue;
    const interval = rtpInterval(m.rounds, m.sumReturn, m.sumReturnSquared);
    const verdict =
      m.rounds < RTP_MIN_ROUNDS || !interval
        ? 'too_few'
        : game.rtp < interval.low || game.rtp > interval.high
          ? 'outside'
          : 'ok';
    all.push({
      identifier: game.identifier,
      title: game.title,
      producer: game.producer,
      declared_rtp: game.rtp,
      rounds: m.rounds,
      measured_rtp: interval ? round2(interval.mean) : null,
      ci_low: interval ? round2(interval.low) : null,
      ci_high: interval ? round2(interval.high) : null,
      verdict,
    });
  }
  const verdictOrder = { outside: 0, ok: 1, too_few: 2 } as const;
  const listed = all
    .filter((g) => query.outside !== 'true' || g.verdict === 'outside')
    .sort(
      (a, b) =>
        verdictOrder[a.verdict] - verdictOrder[b.verdict] ||
        b.rounds - a.rounds ||
        a.identifier.localeCompare(b.identifier),
    );
  const start = offsetOf(query);
  return {
    ...listPage('games', listed.slice(start, start + query.per_page), query, listed.length),
    from: from.toISOString(),
    to: to.toISOString(),
  };
}
