import type { Gift } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useRefreshGifts } from './refresh-gifts.ts';

/** `DELETE /api/player/bonuses/{id}`: the gift is canceled and its bonus money removed. */
export const cancelBonus = (api: ApiClient, id: number) =>
  api.request<Gift>(`/api/player/bonuses/${id}`, { method: 'DELETE' });

export function useCancelBonus() {
  const api = useApi();
  const refresh = useRefreshGifts();
  return useMutation({
    mutationFn: (id: number) => cancelBonus(api, id),
    onSuccess: (gift) => refresh.bonus(gift, true),
  });
}
