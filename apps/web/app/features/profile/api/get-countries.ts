import type { CountryInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** GET /api/info/countries: code, name, default currency (and the guest-mode restriction flag). */
export const getCountries = (api: ApiClient) => api.request<CountryInfo[]>('/api/info/countries');

export const countriesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['info', 'countries'], queryFn: () => getCountries(api), staleTime: 5 * 60_000 });

export function useCountries() {
  return useQuery(countriesQueryOptions(useApi()));
}
