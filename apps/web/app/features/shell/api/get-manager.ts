import type { Manager } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `POST /api/fe/config/managers {userGroups}`: the VIP player's personal manager (null if none). */
export const getManager = (api: ApiClient, groups: readonly number[]) =>
  requestOr<Manager | null>(api, '/api/fe/config/managers', null, {
    method: 'POST',
    body: { userGroups: groups },
  });

export const managerQueryOptions = (api: ApiClient, groups: readonly number[]) =>
  queryOptions({
    queryKey: ['fe-config', 'managers', [...groups].sort((a, b) => a - b).join(',')],
    queryFn: () => getManager(api, groups),
    staleTime: 10 * 60_000,
  });

export function useManager(groups: readonly number[], enabled: boolean) {
  return useQuery({ ...managerQueryOptions(useApi(), groups), enabled });
}
