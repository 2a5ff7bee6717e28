import type { Gift } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useRefreshGifts } from './refresh-gifts.ts';

/** `POST /api/player/bonuses/{id}/activation`: the gift starts wagering (or waits for another). */
export const activateBonus = (api: ApiClient, id: number) =>
  api.request<Gift>(`/api/player/bonuses/${id}/activation`, { method: 'POST' });

export function useActivateBonus() {
  const api = useApi();
  const refresh = useRefreshGifts();
  return useMutation({
    mutationFn: (id: number) => activateBonus(api, id),
    onSuccess: (gift) => refresh.bonus(gift),
  });
}
