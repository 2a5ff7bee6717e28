import type { AvailableOffer } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { DEPOSIT_OFFERS_KEY } from './keys.ts';

/**
 * `GET /api/bonuses/deposit`: the offers the player may take with a deposit in their currency
 * (only the offers of the code when a `deposit_bonus_code` is set).
 */
export const getDepositOffers = (api: ApiClient) => api.request<AvailableOffer[]>('/api/bonuses/deposit');

export const depositOffersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: DEPOSIT_OFFERS_KEY, queryFn: () => getDepositOffers(api) });

export function useDepositOffers(enabled = true) {
  return useQuery({ ...depositOffersQueryOptions(useApi()), enabled });
}
