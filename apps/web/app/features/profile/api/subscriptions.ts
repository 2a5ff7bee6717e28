import type { Subscriptions } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

export type { Subscriptions };

/** GET/PUT /api/subscriptions: the player's marketing consents. */
export const getSubscriptions = (api: ApiClient) => api.request<Subscriptions>('/api/subscriptions');

export const subscriptionsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['player', 'subscriptions'], queryFn: () => getSubscriptions(api) });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions(useApi()));
}

export const putSubscriptions = (api: ApiClient, body: Partial<Subscriptions>) =>
  api.request<unknown>('/api/subscriptions', { method: 'PUT', body });

/** Saves, then reads the subscriptions and the profile again (the flags live on both). */
export function useSaveSubscriptions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Subscriptions>) => putSubscriptions(api, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['player', 'subscriptions'] });
      void queryClient.invalidateQueries({ queryKey: ['player'], exact: true });
    },
  });
}
