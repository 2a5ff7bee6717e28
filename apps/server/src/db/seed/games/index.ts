import { CATEGORY_SLUGS, DEMO_CURRENCY } from '@orbit/contract';
import { inArray, sql } from 'drizzle-orm';
import { geoCategoryId } from '../../../modules/games/category-id.ts';
import { normalizeSearch } from '../../../modules/games/search-title.ts';
import type { Db } from '../../client.ts';
import {
  categories,
  gameCategories,
  gameCurrencies,
  games,
  jackpotLevels,
  jackpots,
  jackpotWins,
  playedGames,
  producers,
  users,
} from '../../schema/index.ts';
import { DEMO_GAMES } from './games.ts';
import {
  DEMO_JACKPOT_WINS,
  DEMO_JACKPOTS,
  type DemoJackpot,
  type DemoJackpotWin,
  jackpotWinTimes,
} from './jackpots.ts';
import { DEMO_PRODUCERS } from './producers.ts';
import type { DemoGame, DemoProducer } from './types.ts';

/** Everything `seedGameCatalogue` writes: the demo catalogue, or a generated one for benchmarks. */
export interface GameCatalogue {
  producers: DemoProducer[];
  games: DemoGame[];
  /** Producer slug → ISO countries where its games may not be offered. */
  restrictions?: Record<string, string[]>;
  jackpots?: DemoJackpot[];
  jackpotWins?: DemoJackpotWin[];
  /** Demo players' recently played games: e-mail → identifiers, latest first. */
  played?: Record<string, string[]>;
}

/** Lobby order and English titles of the categories. */
export const CATEGORY_TITLES: Record<(typeof CATEGORY_SLUGS)[number], string> = {
  top: 'Top games',
  new: 'New games',
  recommended: 'Recommended',
  pokies: 'Pokies',
  live: 'Live casino',
  live_all: 'All live games',
  table: 'Table games',
  special: 'Special',
  'winning-week': 'Winning week',
  jackpot: 'Jackpot games',
  'mystic-jackpots': 'Mystic jackpots',
  megaways: 'Megaways',
  'bonus-buy': 'Bonus buy',
  'bonus-wagering': 'Bonus wagering',
  'btc-games': 'BTC games',
  coin: 'Coin games',
  'crash-games': 'Crash games',
  'game-shows': 'Game shows',
  blackjack: 'Blackjack',
  roulette: 'Roulette',
  baccarat: 'Baccarat',
  poker: 'Poker',
  'book-games': 'Book games',
  'egypt-games': 'Egypt games',
  'fruit-games': 'Fruit games',
  'fishing-games': 'Fishing games',
  'lottery-games': 'Lottery games',
  'high-volatility': 'High volatility',
  'low-volatility': 'Low volatility',
  'bng-tournament': 'BNG tournament',
  'pls-tournament': 'PLS tournament',
  all: 'All games',
};

/**
 * Geo variants of `top` (`top:ca`, `top:ee`; ids in lower case, see geoCategoryId): the games most played in that country among those
 * taking its currency. Regional taste is modelled as a fixed per-country spread of popularity.
 */
export const GEO_TOP = [
  { country: 'CA', currency: 'CAD', title: 'Top in Canada' },
  { country: 'EE', currency: 'EUR', title: 'Top in Estonia' },
] as const;
const GEO_TOP_SIZE = 30;

const DAY_MS = 86_400_000;
const CHUNK = 1000;

/** FNV-1a: a stable number per text, for deterministic regional orders. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export const identifierOf = (game: Pick<DemoGame, 'producer' | 'name'>) => `${game.producer}/${game.name}`;

/** Category id → identifiers in the category's order. */
export function categoryMembers(catalogue: DemoGame[]): Map<string, string[]> {
  const known = new Set<string>(CATEGORY_SLUGS);
  const members = new Map<string, DemoGame[]>();
  const add = (id: string, game: DemoGame) => members.set(id, [...(members.get(id) ?? []), game]);
  for (const game of catalogue) {
    // The data lists every membership (pokies, live, table… by engine); `all` holds every game.
    const ids = new Set(['all', ...game.categories]);
    for (const id of ids) if (known.has(id)) add(id, game);
  }
  const byPopularity = (a: DemoGame, b: DemoGame) =>
    b.popularity - a.popularity || identifierOf(a).localeCompare(identifierOf(b));
  const ordered = new Map<string, string[]>();
  for (const [id, list] of members) {
    const sorted =
      id === 'new'
        ? [...list].sort((a, b) => a.releasedDaysAgo - b.releasedDaysAgo || byPopularity(a, b))
        : [...list].sort(byPopularity);
    ordered.set(id, sorted.map(identifierOf));
  }
  for (const geo of GEO_TOP) {
    const regional = (g: DemoGame) =>
      g.popularity * (0.5 + (hash(`${geo.country}:${identifierOf(g)}`) % 1000) / 1000);
    const chosen = catalogue
      .filter((g) => g.currencies.includes(geo.currency))
      .map((g) => ({ g, score: regional(g) }))
      .sort((a, b) => b.score - a.score || identifierOf(a.g).localeCompare(identifierOf(b.g)))
      .slice(0, GEO_TOP_SIZE);
    if (chosen.length)
      ordered.set(
        geoCategoryId('top', geo.country),
        chosen.map(({ g }) => identifierOf(g)),
      );
  }
  return ordered;
}

function categoryRows() {
  const base = Object.entries(CATEGORY_TITLES).map(([id, title], position) => ({
    id,
    slug: id,
    country: null,
    title,
    position,
  }));
  const topPosition = base.find((c) => c.id === 'top')?.position ?? 0;
  const geo = GEO_TOP.map((g) => ({
    id: geoCategoryId('top', g.country),
    slug: 'top',
    country: g.country,
    title: g.title,
    position: topPosition,
  }));
  return [...base, ...geo];
}

function gameRow(game: DemoGame, now: Date): typeof games.$inferInsert {
  return {
    identifier: identifierOf(game),
    producer: game.producer,
    name: game.name,
    title: game.title,
    seoTitle: game.name,
    engine: game.engine,
    variant: game.variant,
    volatility: game.volatility,
    lines: game.lines,
    ways: game.ways,
    rtp: game.rtp,
    hitRate: game.hitRate,
    devices: game.devices,
    hasDemo: game.hasDemo,
    releasedAt: new Date(now.getTime() - game.releasedDaysAgo * DAY_MS),
    popularity: game.popularity,
    searchTitle: normalizeSearch(game.title),
    art: game.art,
  };
}

async function gameIdsByIdentifier(db: Db, identifiers: string[]) {
  const ids = new Map<string, number>();
  await inChunks(identifiers, async (chunk) => {
    const rows = await db
      .select({ id: games.id, identifier: games.identifier })
      .from(games)
      .where(inArray(games.identifier, chunk));
    for (const r of rows) ids.set(r.identifier, r.id);
  });
  return ids;
}

async function seedJackpots(db: Db, catalogue: GameCatalogue, now: Date) {
  for (const [position, jackpot] of (catalogue.jackpots ?? []).entries()) {
    const [inserted] = await db
      .insert(jackpots)
      .values({
        identifier: jackpot.identifier,
        name: jackpot.name,
        externalId: jackpot.external_id,
        currency: jackpot.currency,
        allowedCurrencies: jackpot.allowed_currencies,
        games: jackpot.games,
        state: jackpot.state,
        position,
      })
      .onConflictDoNothing()
      .returning({ id: jackpots.id });
    // An existing jackpot keeps its levels and wins (they grow and change with play).
    if (!inserted) continue;
    const levels = await db
      .insert(jackpotLevels)
      .values(
        jackpot.levels.map((level) => ({
          jackpotId: inserted.id,
          identifier: level.identifier,
          name: level.name,
          index: level.index,
          amountCents: level.amount_cents,
          availableAmountCents: level.available_amount_cents,
          totalAmountCents: level.total_amount_cents,
          currentAwardValue: level.current_award_value,
          state: level.state,
        })),
      )
      .returning({ id: jackpotLevels.id, identifier: jackpotLevels.identifier });
    const levelId = new Map(levels.map((l) => [l.identifier, l.id]));
    const wins = (catalogue.jackpotWins ?? []).flatMap((win) => {
      const id = win.jackpot === jackpot.identifier ? levelId.get(win.level) : undefined;
      if (id === undefined) return [];
      return [
        {
          jackpotId: inserted.id,
          levelId: id,
          userName: win.userName,
          amountCents: win.amountCents,
          currency: win.currency,
          originalAmountCents: win.originalAmountCents,
          ...jackpotWinTimes(win, now),
        },
      ];
    });
    if (wins.length) await db.insert(jackpotWins).values(wins);
  }
}

async function seedPlayed(db: Db, played: Record<string, string[]>, ids: Map<string, number>, now: Date) {
  const byEmail = new Map(Object.entries(played).map(([email, list]) => [email.toLowerCase(), list]));
  const emails = [...byEmail.keys()];
  if (emails.length === 0) return;
  const players = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const rows = players.flatMap((player) =>
    (byEmail.get(player.email.toLowerCase()) ?? []).flatMap((identifier, i) => {
      const gameId = ids.get(identifier);
      return gameId === undefined
        ? []
        : [{ userId: player.id, gameId, lastActivityAt: new Date(now.getTime() - (i + 1) * 3_600_000) }];
    }),
  );
  if (rows.length) await db.insert(playedGames).values(rows).onConflictDoNothing();
}

/**
 * Writes a game catalogue: producers, categories (with geo variants), games, their category
 * positions and per-currency ids, jackpots. Idempotent: rows already there (by key) are kept.
 */
export async function seedGameCatalogue(db: Db, catalogue: GameCatalogue, now: Date) {
  await db
    .insert(producers)
    .values(
      catalogue.producers.map((p, position) => ({
        slug: p.slug,
        title: p.title,
        isNew: p.isNew ?? false,
        position,
        restrictedCountries: catalogue.restrictions?.[p.slug] ?? [],
      })),
    )
    .onConflictDoNothing();
  await db.insert(categories).values(categoryRows()).onConflictDoNothing();
  // Only missing rows are inserted: a conflicting insert would still use up serial ids.
  const ids = await gameIdsByIdentifier(db, catalogue.games.map(identifierOf));
  const newGames = catalogue.games.filter((g) => !ids.has(identifierOf(g)));
  await inChunks(newGames, async (chunk) => {
    const inserted = await db
      .insert(games)
      .values(chunk.map((g) => gameRow(g, now)))
      .onConflictDoNothing()
      .returning({ id: games.id, identifier: games.identifier });
    for (const r of inserted) ids.set(r.identifier, r.id);
  });

  const memberships = [...categoryMembers(catalogue.games)].flatMap(([categoryId, identifiers]) =>
    identifiers.flatMap((identifier, position) => {
      const gameId = ids.get(identifier);
      return gameId === undefined ? [] : [{ gameId, categoryId, position }];
    }),
  );
  await inChunks(memberships, (chunk) => db.insert(gameCategories).values(chunk).onConflictDoNothing());

  const existing = new Set(
    (
      await db
        .select({ gameId: gameCurrencies.gameId, currency: gameCurrencies.currency })
        .from(gameCurrencies)
    ).map((r) => `${r.gameId} ${r.currency}`),
  );
  const currencyRows = catalogue.games.flatMap((game) => {
    const gameId = ids.get(identifierOf(game));
    if (gameId === undefined) return [];
    const codes = [...new Set([...game.currencies, ...(game.hasDemo ? [DEMO_CURRENCY] : [])])];
    return codes
      .filter((currency) => !existing.has(`${gameId} ${currency}`))
      .map((currency) => ({ gameId, currency }));
  });
  await inChunks(currencyRows, (chunk) => db.insert(gameCurrencies).values(chunk).onConflictDoNothing());

  await seedJackpots(db, catalogue, now);
  await seedPlayed(db, catalogue.played ?? {}, ids, now);
}

/** The most popular demo games of some engines, for the demo players' "recently played". */
function popularOf(engines: string[], count: number): string[] {
  return DEMO_GAMES.filter((g) => engines.includes(g.engine))
    .sort((a, b) => b.popularity - a.popularity || identifierOf(a).localeCompare(identifierOf(b)))
    .slice(0, count)
    .map(identifierOf);
}

/** The demo lobby: the catalogue data of ./games.ts, ./producers.ts and ./jackpots.ts. */
export function demoCatalogue(): GameCatalogue {
  return {
    producers: DEMO_PRODUCERS,
    games: DEMO_GAMES,
    // One studio is not licensed in Australia: tester@orbit.test (AU) sees its games hidden.
    restrictions: { 'iron-lotus': ['AU'] },
    jackpots: DEMO_JACKPOTS,
    jackpotWins: DEMO_JACKPOT_WINS,
    played: {
      'player@orbit.test': popularOf(['slot-lines', 'slot-ways', 'slot-classic'], 6),
      'vip@orbit.test': popularOf(['live-table', 'blackjack', 'roulette'], 4),
      'tester@orbit.test': popularOf(['crash', 'dice', 'plinko', 'mines', 'keno'], 3),
    },
  };
}

export const seedDemoGames = (db: Db, now: Date) => seedGameCatalogue(db, demoCatalogue(), now);
