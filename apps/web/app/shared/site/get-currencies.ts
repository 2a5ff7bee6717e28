import type { CurrencyInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/info/currencies` (subunits and fiat/crypto of each code; empty if it failed). */
export const getCurrencies = (api: ApiClient) => requestOr<CurrencyInfo[]>(api, '/api/info/currencies', []);

export const currenciesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['info', 'currencies'],
    queryFn: () => getCurrencies(api),
    staleTime: 10 * 60_000,
  });

export function useCurrencies(enabled = true): CurrencyInfo[] {
  return useQuery({ ...currenciesQueryOptions(useApi()), enabled }).data ?? [];
}
