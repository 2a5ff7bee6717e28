import type { Tournament } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { tournamentsKeys } from './keys.ts';

/** `GET /api/tournaments?locale=`: running, upcoming and lately ended tournaments, titled in `locale`. */
export const getTournaments = (api: ApiClient, locale: string) =>
  api.request<Tournament[]>('/api/tournaments', { query: { locale } });

export const tournamentsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: tournamentsKeys.list(locale),
    queryFn: () => getTournaments(api, locale),
    staleTime: 30_000,
  });

export function useTournaments(enabled = true) {
  const { locale } = useLocale();
  return useQuery({ ...tournamentsQueryOptions(useApi(), locale), enabled });
}
