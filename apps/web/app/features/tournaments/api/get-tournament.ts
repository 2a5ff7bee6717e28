import type { Tournament } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { tournamentsKeys } from './keys.ts';

/** `GET /api/tournaments/{slug}?locale=`: the tournament with its prizes and top 50. */
export const getTournament = (api: ApiClient, slug: string, locale: string) =>
  api.request<Tournament>(`/api/tournaments/${encodeURIComponent(slug)}`, { query: { locale } });

export const tournamentQueryOptions = (api: ApiClient, slug: string, locale: string) =>
  queryOptions({
    queryKey: tournamentsKeys.one(slug, locale),
    queryFn: () => getTournament(api, slug, locale),
    staleTime: 10_000,
  });

export function useTournament(slug: string) {
  const { locale } = useLocale();
  return useQuery(tournamentQueryOptions(useApi(), slug, locale));
}
