import { isLocale, type Locale, type LocaleInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/info/locales`: the locales this host serves (empty if unknown). */
export const getLocales = (api: ApiClient) => requestOr<LocaleInfo[]>(api, '/api/info/locales', []);

/** A host locale as the browser reads it (every page's HTML carries the list): its code and own name. */
export type HostLocale = Pick<LocaleInfo, 'code' | 'name_in_locale'>;

export const browserLocales = (list: readonly LocaleInfo[]): HostLocale[] =>
  list.map(({ code, name_in_locale }) => ({ code, name_in_locale }));

export const localesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['info', 'locales'],
    queryFn: async () => browserLocales(await getLocales(api)),
    staleTime: 5 * 60_000,
  });

/** The known locale codes of the list, in its order. */
export const hostLocaleCodes = (list: readonly HostLocale[]): Locale[] =>
  list.map((l) => l.code).filter((code): code is Locale => isLocale(code));

export function useHostLocales(): HostLocale[] {
  return useQuery(localesQueryOptions(useApi())).data ?? [];
}
