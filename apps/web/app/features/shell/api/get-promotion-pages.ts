import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/fe/config/manage-promotion-pages`: slug → enabled (none enabled if it failed). */
export const getPromotionPages = (api: ApiClient) =>
  requestOr<Record<string, boolean>>(api, '/api/fe/config/manage-promotion-pages', {});

export const promotionPagesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'manage-promotion-pages'],
    queryFn: () => getPromotionPages(api),
    staleTime: 5 * 60_000,
  });

export function usePromotionPages(): Record<string, boolean> {
  return useQuery(promotionPagesQueryOptions(useApi())).data ?? {};
}
