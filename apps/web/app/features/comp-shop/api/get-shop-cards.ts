import type { CompCard } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { SHOP_KINDS, type ShopCard } from '../model/shop.ts';
import { SHOP_CARDS_KEY } from './keys.ts';

/** `GET /api/comp_points/rates/{kind}?locale=`: the shop's cards of one kind, titled in `locale`. */
export const getCards = (api: ApiClient, kind: ShopCard['kind'], locale: string) =>
  api.request<CompCard[]>(`/api/comp_points/rates/${kind}`, { query: { locale } });

/**
 * Every kind's cards, each tagged with its kind. A kind that fails to load is left out (the
 * others still sell); only when every kind fails is the shop an error.
 */
export async function getShopCards(api: ApiClient, locale: string): Promise<ShopCard[]> {
  const lists = await Promise.allSettled(
    SHOP_KINDS.map(async (kind) =>
      (await getCards(api, kind, locale)).map((card): ShopCard => ({ ...card, kind })),
    ),
  );
  const loaded = lists.filter((list) => list.status === 'fulfilled');
  if (loaded.length === 0 && lists[0]?.status === 'rejected') throw lists[0].reason;
  return loaded.flatMap((list) => list.value);
}

export const shopCardsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: [...SHOP_CARDS_KEY, locale],
    queryFn: () => getShopCards(api, locale),
    staleTime: 60_000,
  });

export function useShopCards() {
  const { locale } = useLocale();
  return useQuery(shopCardsQueryOptions(useApi(), locale));
}
