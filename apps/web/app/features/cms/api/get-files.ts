import type { CmsFile, Locale } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/cms/files?l=`: the locale's downloads (none if it failed: the footer then offers none). */
export const getFiles = (api: ApiClient, locale: Locale) =>
  requestOr<CmsFile[]>(api, '/api/cms/files', [], { query: { l: locale } });

export const filesQueryOptions = (api: ApiClient, locale: Locale) =>
  queryOptions({
    queryKey: ['cms', 'files', locale],
    queryFn: () => getFiles(api, locale),
    staleTime: 5 * 60_000,
  });

export function useFiles(locale: Locale): CmsFile[] {
  return useQuery(filesQueryOptions(useApi(), locale)).data ?? [];
}
