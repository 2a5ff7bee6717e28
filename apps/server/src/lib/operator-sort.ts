import { type OperatorSortValue, sortParts } from '@orbit/contract';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/**
 * The ORDER BY of a back-office list's `?sort=` (contract `operatorSort`): the asked column, from
 * the list's whitelist of real columns (or expressions), then the row's unique id in the same
 * direction, so equal values keep one order and a page boundary never repeats or skips a row.
 */
export function orderOf<C extends string>(
  sort: OperatorSortValue<C>,
  columns: Record<C, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const { column, desc: descending } = sortParts(sort);
  const direction = descending ? desc : asc;
  const target = columns[column];
  return target === id ? [direction(id)] : [direction(target), direction(id)];
}
