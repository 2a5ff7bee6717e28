import type { LimitsConfig } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/fe/config/limits-config`: the limits form's suggested values (none if it failed). */
export const limitsPresetsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'limits-config'],
    queryFn: () => requestOr<LimitsConfig | null>(api, '/api/fe/config/limits-config', null),
    staleTime: 5 * 60_000,
  });

export const useLimitsPresets = () => useQuery(limitsPresetsQueryOptions(useApi())).data ?? null;
