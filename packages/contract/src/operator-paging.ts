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
