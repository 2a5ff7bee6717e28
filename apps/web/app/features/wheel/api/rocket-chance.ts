import type { Lootbox, RocketChance, RocketChanceDraw } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { compPointsQueryOptions } from '~/features/comp-shop/index.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { upsertLootbox } from '../model/lootboxes.ts';
import { LOOTBOXES_KEY } from './get-lootboxes.ts';

/** `GET /api/rocket_chance?locale=`: a draw's price in coins and the chance table (404 while closed). */
export const getRocketChance = (api: ApiClient, locale: string) =>
  api.request<RocketChance>('/api/rocket_chance', { query: { locale } });

export const rocketChanceQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({ queryKey: ['rocket-chance', locale], queryFn: () => getRocketChance(api, locale) });

export function useRocketChance(locale: string) {
  return useQuery(rocketChanceQueryOptions(useApi(), locale));
}

/**
 * `POST /api/rocket_chance/draws` with an `Idempotency-Key` (a retried request draws once) → the
 * opened chance box and the coins left; 422 `{errors: {points|base}}` when it cannot be drawn.
 */
export const drawRocketChance = (api: ApiClient, key: string) =>
  api.request<RocketChanceDraw>('/api/rocket_chance/draws', {
    method: 'POST',
    headers: { 'Idempotency-Key': key },
  });

export function useDrawRocketChance() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => drawRocketChance(api, key),
    onSuccess: (result) => {
      queryClient.setQueryData(compPointsQueryOptions(api).queryKey, result.comp_points);
      queryClient.setQueryData<Lootbox[]>(LOOTBOXES_KEY, (list) => upsertLootbox(list, result.lootbox));
    },
  });
}
