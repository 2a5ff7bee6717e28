import type { FeatureFlagList } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { promotionPagesQueryOptions } from '~/shared/site/get-promotion-pages.ts';

const PATH = '/api/dev/feature_flags';
export const FEATURE_FLAGS_KEY = ['dev', 'feature-flags'] as const;

/** `GET /api/dev/feature_flags` (404 without the dev tools). */
export const getFeatureFlags = (api: ApiClient) => api.request<FeatureFlagList>(PATH);

export const featureFlagsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: FEATURE_FLAGS_KEY, queryFn: () => getFeatureFlags(api) });

export function useFeatureFlags() {
  return useQuery(featureFlagsQueryOptions(useApi()));
}

/**
 * Switches one flag for this browser (`PUT`, null drops the switch), or drops them all
 * (`DELETE`); then the pages read the flags anew.
 */
export function useSwitchFlags() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { name: string; on: boolean | null } | 'reset') =>
      change === 'reset'
        ? api.request<FeatureFlagList>(PATH, { method: 'DELETE' })
        : api.request<FeatureFlagList>(PATH, {
            method: 'PUT',
            body: { flags: { [change.name]: change.on } },
          }),
    onSuccess: (list) => {
      queryClient.setQueryData(FEATURE_FLAGS_KEY, list);
      return queryClient.invalidateQueries({ queryKey: promotionPagesQueryOptions(api).queryKey });
    },
  });
}
