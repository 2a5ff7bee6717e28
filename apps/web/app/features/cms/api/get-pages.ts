import type { CmsPageListItem, Locale } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/cms/pages?l=`: every CMS page of the locale (empty if it failed; menus then show none). */
export const getPages = (api: ApiClient, locale: Locale) =>
  requestOr<CmsPageListItem[]>(api, '/api/cms/pages', [], { query: { l: locale } });

export const pagesQueryOptions = (api: ApiClient, locale: Locale) =>
  queryOptions({
    queryKey: ['cms', 'pages', locale],
    queryFn: () => getPages(api, locale),
    staleTime: 5 * 60_000,
  });

export function usePages(locale: Locale): CmsPageListItem[] {
  return useQuery(pagesQueryOptions(useApi(), locale)).data ?? [];
}
