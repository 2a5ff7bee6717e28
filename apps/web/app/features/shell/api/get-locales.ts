import { isLocale, type Locale, type LocaleInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/info/locales`: the locales this host serves (empty if unknown). */
export const getLocales = (api: ApiClient) => requestOr<LocaleInfo[]>(api, '/api/info/locales', []);

export const localesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['info', 'locales'], queryFn: () => getLocales(api), staleTime: 5 * 60_000 });

/** The known locale codes of the list, in its order. */
export const hostLocaleCodes = (list: readonly LocaleInfo[]): Locale[] =>
  list.map((l) => l.code).filter((code): code is Locale => isLocale(code));

export function useHostLocales(): LocaleInfo[] {
  return useQuery(localesQueryOptions(useApi())).data ?? [];
}
