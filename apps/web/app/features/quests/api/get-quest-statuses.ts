import { BATCH_MAX_URLS, type TournamentPlayerStatus } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { QUEST_STATUS_KEY } from './keys.ts';

/** `GET /api/tournaments/{id}/status`: the player's bets in one quest. */
export const getQuestStatus = (api: ApiClient, id: number) =>
  api.request<TournamentPlayerStatus>(`/api/tournaments/${id}/status`);

export const questStatusQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: [...QUEST_STATUS_KEY, id], queryFn: () => getQuestStatus(api, id) });

/** The player's standing in one quest; `enabled` false for a guest. */
export function useQuestStatus(id: number | undefined, enabled: boolean) {
  return useQuery({ ...questStatusQueryOptions(useApi(), id ?? 0), enabled: enabled && id !== undefined });
}

const isStatus = (value: unknown): value is TournamentPlayerStatus =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TournamentPlayerStatus).tournament_id === 'number' &&
  typeof (value as TournamentPlayerStatus).bet_cents === 'number';

/**
 * Several quests' statuses through `GET /batch?url[]=…` (at most BATCH_MAX_URLS a call, more
 * calls for more), re-keyed by tournament id; an answer without one (an error) is left out.
 */
export async function getQuestStatuses(
  api: ApiClient,
  ids: readonly number[],
): Promise<Record<number, TournamentPlayerStatus>> {
  const byId: Record<number, TournamentPlayerStatus> = {};
  for (let at = 0; at < ids.length; at += BATCH_MAX_URLS) {
    const query = ids
      .slice(at, at + BATCH_MAX_URLS)
      .map((id) => `url[]=${encodeURIComponent(`api/tournaments/${id}/status`)}`)
      .join('&');
    const answers = await api.request<Record<string, unknown>>(`/batch?${query}`);
    for (const answer of Object.values(answers)) if (isStatus(answer)) byId[answer.tournament_id] = answer;
  }
  return byId;
}

export const questStatusesQueryOptions = (api: ApiClient, ids: readonly number[]) =>
  queryOptions({
    queryKey: [...QUEST_STATUS_KEY, 'batch', ...ids],
    queryFn: () => getQuestStatuses(api, ids),
  });

export function useQuestStatuses(ids: readonly number[], enabled: boolean) {
  return useQuery({ ...questStatusesQueryOptions(useApi(), ids), enabled: enabled && ids.length > 0 });
}
