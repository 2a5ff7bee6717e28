import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OperatorPageNumber, OperatorPageSize, operatorSort, sortParts } from './operator-paging.ts';

const Paging = z.strictObject({ page: OperatorPageNumber, per_page: OperatorPageSize });
const messageOf = (query: Record<string, string>) => Paging.safeParse(query).error?.issues[0]?.message;

describe('back-office paging', () => {
  it('reads the query strings as numbers, 50 rows of the first page unless asked', () => {
    expect(Paging.parse({})).toEqual({ page: 1, per_page: 50 });
    expect(Paging.parse({ page: '3', per_page: '200' })).toEqual({ page: 3, per_page: 200 });
  });

  it('names what is wrong with a page number or size', () => {
    expect(messageOf({ page: '0' })).toBe('validation.min_value');
    expect(messageOf({ per_page: '201' })).toBe('validation.max_value');
    expect(messageOf({ per_page: '0' })).toBe('validation.min_value');
    expect(messageOf({ page: '1.5' })).toBe('validation.integer');
    expect(messageOf({ per_page: 'x' })).toBe('validation.integer');
  });
});

describe('back-office sort', () => {
  const Sort = z.strictObject({
    sort: operatorSort(['created_at', 'amount'] as const).default('-created_at'),
  });

  it('takes a sortable column ascending or descending, the list order unless asked', () => {
    expect(Sort.parse({})).toEqual({ sort: '-created_at' });
    expect(Sort.parse({ sort: 'amount' })).toEqual({ sort: 'amount' });
    expect(Sort.parse({ sort: '-amount' })).toEqual({ sort: '-amount' });
    expect(sortParts('-amount')).toEqual({ column: 'amount', desc: true });
    expect(sortParts('created_at')).toEqual({ column: 'created_at', desc: false });
  });

  it('refuses any other column or form', () => {
    for (const sort of ['email', '--amount', '+amount', 'amount,-created_at', '', 'AMOUNT']) {
      expect(Sort.safeParse({ sort }).error?.issues[0]?.message).toBe('validation.invalid_value');
    }
  });
});
