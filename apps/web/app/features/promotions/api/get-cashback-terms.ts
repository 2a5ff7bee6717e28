import type { CashbackTerms } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { cashbackTermsKey } from './keys.ts';

/**
 * `GET /api/bonuses/cashback?locale=` (public): the running cashback offers' terms in the player's
 * currency (a guest's: their country's), whether the player gets each, titles in `locale`.
 */
export const getCashbackTerms = (api: ApiClient, locale: string) =>
  api.request<CashbackTerms[]>('/api/bonuses/cashback', { query: { locale } });

export const cashbackTermsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: cashbackTermsKey(locale),
    queryFn: () => getCashbackTerms(api, locale),
    staleTime: 5 * 60_000,
  });

export function useCashbackTerms() {
  const { locale } = useLocale();
  return useQuery(cashbackTermsQueryOptions(useApi(), locale));
}
