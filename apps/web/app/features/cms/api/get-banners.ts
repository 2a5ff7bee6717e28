import type { Banner, BannersConfig, Locale } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/**
 * `GET /api/fe/config/banners-config` with the locale header; none if it failed. The locale is
 * also in the query, so a server render's shared answers (keyed by URL) keep each language apart.
 */
export const getBanners = async (api: ApiClient, locale: Locale): Promise<Banner[]> =>
  (
    await requestOr<BannersConfig>(
      api,
      '/api/fe/config/banners-config',
      { banners: [] },
      { headers: { locale }, query: { l: locale } },
    )
  ).banners;

export const bannersQueryOptions = (api: ApiClient, locale: Locale) =>
  queryOptions({
    queryKey: ['fe-config', 'banners-config', locale],
    queryFn: () => getBanners(api, locale),
    staleTime: 5 * 60_000,
  });

export function useBanners(locale: Locale): Banner[] {
  return useQuery(bannersQueryOptions(useApi(), locale)).data ?? [];
}
