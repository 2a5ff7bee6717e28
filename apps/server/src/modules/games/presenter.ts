import { DEMO_CURRENCY, type Device, type Game } from '@orbit/contract';
import { tileArtPath } from '../game-art/render.ts';
import type { GameDetails, GameRow } from './repository.ts';

/** Live tables have no demo mode even when a FUN id exists (reference: client rule). */
const LIVE_ENGINES = new Set(['live-table']);

/** The tile artwork route of the game-art module, versioned: the art is cached as immutable. */
export const previewPath = (producer: string, name: string) =>
  tileArtPath(`${encodeURIComponent(producer)}/${encodeURIComponent(name)}`);

const DEVICES = new Set<string>(['desktop', 'mobile']);

/** A game in the games_filter format. */
export function presentGame(row: GameRow, details: GameDetails): Game {
  const currencies: Game['currencies'] = {};
  for (const c of details.currenciesOf.get(row.id) ?? []) currencies[c.currency] = { id: c.id };
  return {
    identifier: row.identifier,
    title: row.title,
    seo_title: row.seoTitle,
    uniq_seo_title: !details.sharedSeoTitles.has(row.seoTitle),
    provider: row.producer,
    categories: details.categoriesOf.get(row.id) ?? [],
    devices: row.devices.filter((d): d is Device => DEVICES.has(d)),
    currencies,
    lines: row.lines,
    ways: row.ways,
    volatility_rating: row.volatility,
    hit_rate: String(row.hitRate),
    payout: String(row.rtp),
    unfinished_games_for: [],
    has_demo_mode: DEMO_CURRENCY in currencies && !LIVE_ENGINES.has(row.engine),
    slug: row.name,
    preview: previewPath(row.producer, row.name),
  };
}

export const presentGames = (rows: GameRow[], details: GameDetails) =>
  rows.map((row) => presentGame(row, details));
