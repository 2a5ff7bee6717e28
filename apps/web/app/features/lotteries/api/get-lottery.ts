import type { Lottery } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { LOTTERY_KEY } from './keys.ts';

/** `GET /api/lotteries/{slug}?locale=`: the lottery (its title in `locale`), the player's own tickets and the draw. */
export const getLottery = (api: ApiClient, slug: string, locale: string) =>
  api.request<Lottery>(`/api/lotteries/${encodeURIComponent(slug)}`, { query: { locale } });

export const lotteryQueryOptions = (api: ApiClient, slug: string, locale: string) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, slug, locale],
    queryFn: () => getLottery(api, slug, locale),
    staleTime: 30_000,
  });

export function useLottery(slug: string) {
  const { locale } = useLocale();
  return useQuery(lotteryQueryOptions(useApi(), slug, locale));
}
