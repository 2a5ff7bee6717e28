import type { Tournament } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { tournamentsKeys } from './keys.ts';

/** `GET /api/tournaments/player?locale=` (signed in): the tournaments the player takes part in. */
export const getPlayerTournaments = (api: ApiClient, locale: string) =>
  api.request<Tournament[]>('/api/tournaments/player', { query: { locale } });

export const playerTournamentsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: tournamentsKeys.mine(locale),
    queryFn: () => getPlayerTournaments(api, locale),
    staleTime: 30_000,
  });

/** `enabled` false for a guest (the call answers 401). */
export function usePlayerTournaments(enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({ ...playerTournamentsQueryOptions(useApi(), locale), enabled });
}
