import type { GamesPagination } from '@orbit/contract';

/**
 * Whether a page of a game list should be requested: never a page already loaded
 * (page 1 included), never a page beyond the last one the server reported.
 */
export function shouldLoadPage(
  requested: number,
  loadedPages: readonly number[],
  totalPages: number | undefined,
): boolean {
  if (!Number.isInteger(requested) || requested < 1) return false;
  if (loadedPages.includes(requested)) return false;
  return totalPages === undefined || requested <= totalPages;
}

/** The next page to load after `last`, or undefined when the list is complete. */
export function nextPageToLoad(last: GamesPagination, loadedPages: readonly number[]): number | undefined {
  const next = last.next_page;
  if (next === null) return undefined;
  return shouldLoadPage(next, loadedPages, last.total_pages) ? next : undefined;
}

/** A `/categories/x/:page` segment as a page number, or null if it is not one. */
export function parsePageParam(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(value)) return null;
  return Number(value);
}
