import { describe, expect, it } from 'vitest';
import { filterFromSearch, historyPath, pageCount, searchOf } from './balance-history.ts';

const of = (search: string) => filterFromSearch(new URLSearchParams(search));

describe('balance history filter', () => {
  it('reads page, currency, cause and days from the URL', () => {
    expect(of('page=3&currency=cad&cause=round&from=2025-06-01&to=2025-06-30')).toEqual({
      page: 3,
      currency: 'CAD',
      cause: 'round',
      from: '2025-06-01',
      to: '2025-06-30',
    });
    expect(of('')).toEqual({ page: 1 });
  });

  it('leaves out what the API would refuse', () => {
    expect(of('page=0&currency=EURO1&cause=lottery&from=yesterday&to=2025-6-1')).toEqual({ page: 1 });
    expect(of('page=1.5')).toEqual({ page: 1 });
    expect(of('page=100001')).toEqual({ page: 1 });
    // An end before the start is dropped.
    expect(of('from=2025-06-02&to=2025-06-01')).toEqual({ page: 1, from: '2025-06-02' });
  });

  it('writes the search back without the first page, and the API path with its page size', () => {
    expect(searchOf({ page: 1 })).toBe('');
    expect(searchOf({ page: 2, cause: 'bonus', currency: 'EUR' })).toBe('page=2&currency=EUR&cause=bonus');
    expect(historyPath({ page: 1 })).toBe('/api/player/balance_history?per_page=20');
    expect(historyPath({ page: 2, from: '2025-01-01' })).toBe(
      '/api/player/balance_history?page=2&from=2025-01-01&per_page=20',
    );
    expect(of(searchOf(of('page=4&cause=prize&to=2025-02-01')))).toEqual({
      page: 4,
      cause: 'prize',
      to: '2025-02-01',
    });
  });

  it('counts pages, at least one', () => {
    expect(pageCount({ per_page: 20, total_count: 0 })).toBe(1);
    expect(pageCount({ per_page: 20, total_count: 20 })).toBe(1);
    expect(pageCount({ per_page: 20, total_count: 21 })).toBe(2);
  });
});
