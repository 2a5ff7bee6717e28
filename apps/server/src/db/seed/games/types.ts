/**
 * The shape of the demo catalogue. Every demo game is one of Orbit's own house games: it names
 * the engine (packages/games, next issue) and the variant/paytable it runs, so nothing in the
 * lobby leads nowhere.
 */
export const GAME_ENGINES = [
  'slot-classic', // 3×3 / 5×3 classic paylines
  'slot-lines', // 5×3 paylines with free spins
  'slot-ways', // ways-to-win (243 … megaways-style)
  'roulette', // European single zero
  'blackjack',
  'baccarat',
  'video-poker',
  'crash', // shared rounds over realtime
  'dice',
  'plinko',
  'mines',
  'keno',
  'live-table', // shared timed rounds for everyone watching
] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

export interface DemoProducer {
  /** Slug, used in identifiers (`producer/name`) and `/producers/{slug}`. */
  slug: string;
  title: string;
  /** Launched recently: the new-provider popup advertises it. */
  isNew?: boolean;
}

export interface DemoGame {
  producer: string;
  /** Slug part of the identifier. */
  name: string;
  title: string;
  engine: GameEngine;
  /** The engine's variant / paytable id, e.g. `fruit-5x3-20`. */
  variant: string;
  /**
   * Category slugs, every membership listed explicitly (`all`, `pokies`, `live`,
   * `live_all`, `table` included), without duplicates.
   */
  categories: string[];
  volatility: 'low' | 'low-medium' | 'medium' | 'medium-high' | 'high' | 'very-high';
  lines: number | null;
  ways: number | null;
  /** Declared RTP in percent, e.g. 96.2 (the wallet issue verifies it). */
  rtp: number;
  hitRate: number;
  devices: ('desktop' | 'mobile')[];
  /** Real-money currencies the game accepts; fiat codes a game lacks produce "currency not supported". */
  currencies: string[];
  hasDemo: boolean;
  /** Days since release (drives "new" order). */
  releasedDaysAgo: number;
  /** Popularity score, higher first (drives "top" order). */
  popularity: number;
  /** Seed of the generated artwork: palette and motif. */
  art: { palette: number; motif: string };
}
