import type { Tournament } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { tournamentsKeys } from './keys.ts';

/** `GET /api/tournaments/recent?locale=`: the latest ended tournaments, newest first. */
export const getRecentTournaments = (api: ApiClient, locale: string) =>
  api.request<Tournament[]>('/api/tournaments/recent', { query: { locale } });

export const recentTournamentsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: tournamentsKeys.recent(locale),
    queryFn: () => getRecentTournaments(api, locale),
    staleTime: 60_000,
  });

export function useRecentTournaments(enabled = true) {
  const { locale } = useLocale();
  return useQuery({ ...recentTournamentsQueryOptions(useApi(), locale), enabled });
}
