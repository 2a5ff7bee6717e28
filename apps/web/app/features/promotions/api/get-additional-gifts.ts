import type { BonusOffer } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/fe/config/additional-gifts`: group id → an extra deposit gift (none if it failed). */
export const getAdditionalGifts = (api: ApiClient) =>
  requestOr<Record<string, BonusOffer>>(api, '/api/fe/config/additional-gifts', {});

export const additionalGiftsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'additional-gifts'],
    queryFn: () => getAdditionalGifts(api),
    staleTime: 5 * 60_000,
  });

export function useAdditionalGifts(enabled = true) {
  return useQuery({ ...additionalGiftsQueryOptions(useApi()), enabled });
}
