import type { Lootbox } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/**
 * `GET /api/player/lootboxes`, counted for the lootbox bookmark: the boxes waiting to be opened.
 * A failure (or a server without the call, 404) counts none.
 */
export async function countIssuedLootboxes(api: ApiClient): Promise<number> {
  const boxes = await requestOr<Lootbox[]>(api, '/api/player/lootboxes', []);
  return Array.isArray(boxes) ? boxes.filter((box) => box.stage === 'issued').length : 0;
}

export const issuedLootboxesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['lootboxes', 'issued-count'],
    queryFn: () => countIssuedLootboxes(api),
    staleTime: 60_000,
  });

export function useIssuedLootboxes(enabled: boolean) {
  return useQuery({ ...issuedLootboxesQueryOptions(useApi()), enabled });
}
