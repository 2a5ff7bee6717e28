import type { AvailableOffer } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { REGISTRATION_OFFERS_KEY } from './keys.ts';

/** `GET /api/bonuses/registration` (public): the sign-up offers of the visitor's country. */
export const getRegistrationOffers = (api: ApiClient) =>
  api.request<AvailableOffer[]>('/api/bonuses/registration');

export const registrationOffersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: REGISTRATION_OFFERS_KEY,
    queryFn: () => getRegistrationOffers(api),
    staleTime: 5 * 60_000,
  });

export function useRegistrationOffers(enabled = true) {
  return useQuery({ ...registrationOffersQueryOptions(useApi()), enabled });
}
