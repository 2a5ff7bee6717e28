/**
 * The contract's game constants the browser needs at run time. `@orbit/contract`'s games module
 * also holds the zod schemas, so importing from it would put zod in the lobby bundle; a test
 * keeps these equal to the contract's.
 */
export const DEFAULT_GAMES_PAGE_SIZE = 40;
export const FAVORITES_ACCEPT_CLIENT = {
  ids: 'application/vnd.s.v1+json',
  games: 'application/vnd.s.v2+json',
} as const;
/** A lobby row shows up to 15 games (spec 2 §9). */
export const GAME_ROW_SIZE = 15;
/** Skeleton cards while a list loads (spec 2 §9). */
export const SKELETON_CARDS = 5;
/** Stable React keys of the skeleton cards. */
export const SKELETON_KEYS = Array.from({ length: SKELETON_CARDS }, (_, i) => `skeleton-${i + 1}`);
/** Infinite scroll asks for the next page this far before the list's end (spec 2 §9). */
export const INFINITE_SCROLL_MARGIN_PX = 500;
/** The catalogue changes rarely: lists stay fresh for a visit, so page 1 is not loaded again. */
export const CATALOGUE_STALE_MS = 10 * 60_000;
