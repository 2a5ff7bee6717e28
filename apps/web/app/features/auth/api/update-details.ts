import type { Player } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** POST /api/auth_providers/update_details with the missing fields; 201 answers the player. */
export const updateDetails = (api: ApiClient, user: Record<string, unknown>) =>
  api.request<Player>('/api/auth_providers/update_details', { method: 'POST', body: { user } });

export function useAcceptTerms() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateDetails(api, { terms_acceptance: true }),
    onSuccess: (player) => {
      if (player && typeof player === 'object' && 'id' in player)
        queryClient.setQueryData(['player'], player);
      else void queryClient.invalidateQueries({ queryKey: ['player'] });
    },
  });
}
