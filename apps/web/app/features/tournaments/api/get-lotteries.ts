import type { Lottery } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { tournamentsKeys } from './keys.ts';

/** `GET /api/lotteries?locale=`: the lotteries the viewer may see (the lotteries tab links to their pages). */
export const getLotteries = (api: ApiClient, locale: string) =>
  api.request<Lottery[]>('/api/lotteries', { query: { locale } });

export const lotteriesQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: tournamentsKeys.lotteries(locale),
    queryFn: () => getLotteries(api, locale),
    staleTime: 30_000,
  });

export function useLotteries(enabled = true) {
  const { locale } = useLocale();
  return useQuery({ ...lotteriesQueryOptions(useApi(), locale), enabled });
}
