import type { Tournament } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { QUESTS_KEY } from './keys.ts';

/** `GET /api/tournaments/{slug}?locale=`: one quest (a tournament) by its page slug. */
export const getQuest = (api: ApiClient, slug: string, locale: string) =>
  api.request<Tournament>(`/api/tournaments/${encodeURIComponent(slug)}`, { query: { locale } });

export const questQueryOptions = (api: ApiClient, slug: string, locale: string) =>
  queryOptions({
    queryKey: [...QUESTS_KEY, 'one', slug, locale],
    queryFn: () => getQuest(api, slug, locale),
    staleTime: 60_000,
  });

export function useQuest(slug: string) {
  const { locale } = useLocale();
  return useQuery(questQueryOptions(useApi(), slug, locale));
}
