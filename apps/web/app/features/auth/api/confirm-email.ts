import type { Player } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** GET /api/users/confirmation?confirmation_token=… → the confirmed player. */
export const confirmEmail = (api: ApiClient, token: string) =>
  api.request<Player>('/api/users/confirmation', { query: { confirmation_token: token } });

/** A query, so the link is used once per page even when React renders twice. */
export const confirmEmailQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['auth', 'confirmation', token],
    queryFn: () => confirmEmail(api, token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useConfirmEmail(token: string | null) {
  const api = useApi();
  return useQuery({ ...confirmEmailQueryOptions(api, token ?? ''), enabled: !!token });
}
