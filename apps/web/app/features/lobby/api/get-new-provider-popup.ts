import type { NewProviderPopup } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/fe/config/new-provider-popup`: the campaign, or null (no popup) if unset or failed. */
export const getNewProviderPopup = (api: ApiClient) =>
  requestOr<NewProviderPopup | null>(api, '/api/fe/config/new-provider-popup', null);

export const newProviderPopupQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'new-provider-popup'],
    queryFn: () => getNewProviderPopup(api),
    staleTime: 5 * 60_000,
  });

export function useNewProviderPopup(enabled: boolean) {
  return useQuery({ ...newProviderPopupQueryOptions(useApi()), enabled }).data ?? null;
}
