import { BALANCE_CAUSES, BALANCE_HISTORY_PAGE_SIZE, type BalanceCause } from '@orbit/contract';

/** The history page's filter and page, as its URL carries them (`?page=2&cause=round&from=2025-06-01`). */
export interface HistoryFilter {
  page: number;
  currency?: string;
  cause?: BalanceCause;
  /** Days (`YYYY-MM-DD`), both included. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3,5}$/;

/** The filter of a page URL's search: anything unreadable is left out rather than sent (the API would answer 400). */
export function filterFromSearch(search: URLSearchParams): HistoryFilter {
  const page = Number(search.get('page'));
  const currency = search.get('currency')?.toUpperCase();
  const cause = search.get('cause');
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const filter: HistoryFilter = { page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
  if (currency && CURRENCY.test(currency)) filter.currency = currency;
  if (cause && (BALANCE_CAUSES as readonly string[]).includes(cause)) filter.cause = cause as BalanceCause;
  if (DAY.test(from)) filter.from = from;
  // An end before the start names no day: dropped, the page shows from the start on.
  if (DAY.test(to) && !(filter.from && to < filter.from)) filter.to = to;
  return filter;
}

/** The search string of a filter (`page=1` left out), for the API call and the page's links. */
export function searchOf(filter: HistoryFilter): string {
  const params = new URLSearchParams();
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.currency) params.set('currency', filter.currency);
  if (filter.cause) params.set('cause', filter.cause);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params.toString();
}

/** The API's path for a filter, a fixed page size. */
export function historyPath(filter: HistoryFilter): string {
  const search = searchOf(filter);
  const size = `per_page=${BALANCE_HISTORY_PAGE_SIZE}`;
  return `/api/player/balance_history?${search ? `${search}&${size}` : size}`;
}

/** How many pages the filter's movements fill (at least one, the empty page). */
export function pageCount(pagination: { per_page: number; total_count: number }): number {
  return Math.max(1, Math.ceil(pagination.total_count / pagination.per_page));
}
