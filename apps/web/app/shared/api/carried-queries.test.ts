import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { carryQueries, hydrationState } from './carried-queries.ts';

describe('carried queries', () => {
  it('carry a server cache to the browser as dehydrate and hydrate do, without the per-query fields', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({
      queryKey: ['games', 'row', 'desktop', 'new'],
      queryFn: () => ({ data: [1, 2] }),
    });
    await server.prefetchInfiniteQuery({
      queryKey: ['games', 'list'],
      queryFn: () => ({ page: 1 }),
      initialPageParam: 1,
    });
    await server.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('down')) });
    const dehydrated = dehydrate(server);
    const carried = carryQueries(dehydrated);
    // Only successful queries; what travels is key, data and time (and an infinite query's type).
    expect(carried.map((q) => Object.keys(q).sort())).toEqual([
      ['data', 'dataUpdatedAt', 'queryKey'],
      ['data', 'dataUpdatedAt', 'queryKey', 'queryType'],
    ]);

    const direct = new QueryClient();
    hydrate(direct, dehydrated);
    const browser = new QueryClient();
    hydrate(browser, hydrationState(carried));
    const view = (client: QueryClient) =>
      client
        .getQueryCache()
        .getAll()
        .map((q) => ({ hash: q.queryHash, type: q.queryType, state: q.state }));
    expect(view(browser)).toEqual(view(direct));
    expect(browser.getQueryData(['games', 'row', 'desktop', 'new'])).toEqual({ data: [1, 2] });
  });
});
