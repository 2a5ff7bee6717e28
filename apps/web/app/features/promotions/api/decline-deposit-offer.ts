import type { AvailableOffer } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { DEPOSIT_OFFERS_KEY } from './keys.ts';

/** `DELETE /api/bonuses/deposit/{id}` (204): the offer is not offered to this player again. */
export const declineDepositOffer = (api: ApiClient, id: string) =>
  api.request<null>(`/api/bonuses/deposit/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Declines an offer; it leaves the cached list at once (the server will not list it again). */
export function useDeclineDepositOffer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => declineDepositOffer(api, id),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<AvailableOffer[]>(DEPOSIT_OFFERS_KEY, (offers) =>
        offers?.filter((offer) => offer.id !== id),
      ),
  });
}
