/** Game constants without zod: the browser imports these at run time (see decision 006). */

/** The game category slugs; every one is a non-empty collection in the demo catalogue. */
export const CATEGORY_SLUGS = [
  'new',
  'top',
  'recommended',
  'bonus-wagering',
  'megaways',
  'bonus-buy',
  'blackjack',
  'roulette',
  'baccarat',
  'poker',
  'table',
  'btc-games',
  'game-shows',
  'mystic-jackpots',
  'bng-tournament',
  'jackpot',
  'pls-tournament',
  'egypt-games',
  'fruit-games',
  'book-games',
  'crash-games',
  'lottery-games',
  'fishing-games',
  'high-volatility',
  'low-volatility',
  'special',
  'all',
  'live',
  'pokies',
  'winning-week',
  'coin',
  'live_all',
] as const;

export const DEVICES = ['desktop', 'mobile'] as const;
export const VOLATILITY_RATINGS = [
  'low',
  'low-medium',
  'medium',
  'medium-high',
  'high',
  'very-high',
] as const;

/** The demo currency: a game whose `currencies` hold `FUN` can be played for fun. */
export const DEMO_CURRENCY = 'FUN';

export const DEFAULT_GAMES_PAGE_SIZE = 40;
export const MAX_GAMES_PAGE_SIZE = 100;
/** Search queries need more than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;

/** `GET /api/player/favorite_games` negotiates its format with this request header. */
export const FAVORITES_ACCEPT_CLIENT = {
  ids: 'application/vnd.s.v1+json',
  games: 'application/vnd.s.v2+json',
} as const;
