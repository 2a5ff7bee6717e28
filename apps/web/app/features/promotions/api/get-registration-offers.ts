import type { AvailableOffer } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { REGISTRATION_OFFERS_KEY } from './keys.ts';

/** `GET /api/bonuses/registration?locale=` (public): the sign-up offers of the visitor's country, titled in `locale`. */
export const getRegistrationOffers = (api: ApiClient, locale: string) =>
  api.request<AvailableOffer[]>('/api/bonuses/registration', { query: { locale } });

export const registrationOffersQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: [...REGISTRATION_OFFERS_KEY, locale],
    queryFn: () => getRegistrationOffers(api, locale),
    staleTime: 5 * 60_000,
  });

export function useRegistrationOffers(enabled = true) {
  const { locale } = useLocale();
  return useQuery({ ...registrationOffersQueryOptions(useApi(), locale), enabled });
}
