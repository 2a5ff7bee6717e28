import type { CurrencyInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** GET /api/info/currencies. */
export const getCurrencies = (api: ApiClient) => api.request<CurrencyInfo[]>('/api/info/currencies');

export const currenciesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['info', 'currencies'],
    queryFn: () => getCurrencies(api),
    staleTime: 5 * 60_000,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions(useApi()));
}
