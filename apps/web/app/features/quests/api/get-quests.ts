import type { Tournament } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { QUESTS_KEY } from './keys.ts';

/** `GET /api/tournaments?locale=`: every tournament the viewer may see (the quests are picked out by the page). */
export const getTournaments = (api: ApiClient, locale: string) =>
  requestOr<Tournament[]>(api, '/api/tournaments', [], { query: { locale } });

export const questsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: [...QUESTS_KEY, 'list', locale],
    queryFn: () => getTournaments(api, locale),
    staleTime: 60_000,
  });

export function useTournamentsForQuests(enabled = true) {
  const { locale } = useLocale();
  return useQuery({ ...questsQueryOptions(useApi(), locale), enabled });
}
