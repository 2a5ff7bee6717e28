import { SEARCH_MIN_LENGTH } from '@orbit/contract';

/** Search rules (SEARCH_MIN_LENGTH: more than 2 characters). */
export { SEARCH_MIN_LENGTH };
export const SEARCH_DEBOUNCE_MS = 300;
/** How many games the results panel shows. */
export const SEARCH_RESULTS_LIMIT = 10;

/** What the panel does for a query: recommended games, a hint to type more, or a title search. */
export function searchMode(query: string): 'recommended' | 'too-short' | 'search' {
  const length = query.trim().length;
  if (length === 0) return 'recommended';
  return length < SEARCH_MIN_LENGTH ? 'too-short' : 'search';
}

/**
 * The option the arrow keys move to: -1 is the input itself, which sits between the last
 * result and the first, so the player can always get back to what they typed.
 */
export function nextActiveOption(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}
