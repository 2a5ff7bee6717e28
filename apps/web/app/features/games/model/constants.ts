import type { Device } from '@orbit/contract';

/** The lobby's own list constants (the wire ones are in `@orbit/contract`'s game-constants). */
/** A lobby row shows up to 15 games. */
export const GAME_ROW_SIZE = 15;
/**
 * Tiles the server renders of a row and of a list's grid, by the device asked for: a 1280 px
 * screen shows six and a bit of a row and two rows of six of a grid, a phone two and a bit of a
 * row and three rows of two. The HTML carries the first screen, the rest renders once the page
 * hydrates.
 */
export const SERVER_TILES: Readonly<Record<Device, { row: number; grid: number }>> = {
  desktop: { row: 7, grid: 12 },
  mobile: { row: 3, grid: 6 },
};
/** Skeleton cards while a list loads. */
export const SKELETON_CARDS = 5;
/** Stable React keys of the skeleton cards. */
export const SKELETON_KEYS = Array.from({ length: SKELETON_CARDS }, (_, i) => `skeleton-${i + 1}`);
/** Infinite scroll asks for the next page this far before the list's end. */
export const INFINITE_SCROLL_MARGIN_PX = 500;
/** The catalogue changes rarely: lists stay fresh for a visit, so page 1 is not loaded again. */
export const CATALOGUE_STALE_MS = 10 * 60_000;
