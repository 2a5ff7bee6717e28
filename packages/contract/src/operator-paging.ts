import { z } from 'zod';

/** The most rows one page of a back-office list answers. */
export const OPERATOR_MAX_PAGE_SIZE = 200;

/** `?page=` of every back-office list (server paging). */
export const OperatorPageNumber = z.coerce
  .number('validation.integer')
  .int('validation.integer')
  .min(1, 'validation.min_value')
  .max(100_000, 'validation.max_value')
  .default(1);

/** `?per_page=` of every back-office list: 1 to 200 rows, 50 unless asked. */
export const OperatorPageSize = z.coerce
  .number('validation.integer')
  .int('validation.integer')
  .min(1, 'validation.min_value')
  .max(OPERATOR_MAX_PAGE_SIZE, 'validation.max_value')
  .default(50);

/** `column` or `-column` of a list's sortable columns (ascending, descending). */
export type OperatorSortValue<C extends string> = C | `-${C}`;

/**
 * `?sort=` of a back-office list: one of its `columns`, ascending (`created_at`) or descending
 * (`-created_at`); anything else is a bad query (400). The endpoint adds its own order for when
 * none is asked: `operatorSort([...]).default('-created_at')`, or `.optional()`.
 */
export function operatorSort<const C extends readonly [string, ...string[]]>(columns: C) {
  const values = columns.flatMap((column) => [column, `-${column}`]) as [
    OperatorSortValue<C[number]>,
    ...OperatorSortValue<C[number]>[],
  ];
  return z.enum(values, 'validation.invalid_value');
}

/** A sort value as its column and direction. */
export function sortParts<C extends string>(value: OperatorSortValue<C>): { column: C; desc: boolean } {
  return value.startsWith('-')
    ? { column: value.slice(1) as C, desc: true }
    : { column: value as C, desc: false };
}
