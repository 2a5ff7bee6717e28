/** `?page=` and `?per_page=` of a back-office list, as its query schema gives them. */
export type Paging = { page: number; per_page: number };

/** How many rows come before the asked page (pages count from 1). */
export const offsetOf = (query: Paging) => (query.page - 1) * query.per_page;

/**
 * One page of a back-office list as the contract answers it: the rows under the list's own name
 * (`pages`, `games`), the page asked, its size, and how many rows the whole list holds.
 */
export function listPage<K extends string, T>(name: K, rows: T[], query: Paging, total: number) {
  return { [name]: rows, page: query.page, per_page: query.per_page, total_count: total } as {
    [P in K]: T[];
  } & { page: number; per_page: number; total_count: number };
}
