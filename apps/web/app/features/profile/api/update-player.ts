import type { Player } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

export type PlayerPatch = Record<string, string | boolean | null>;

/**
 * PATCH /api/player `{context, player}`. Its answer is the saved profile: the page shows it at once
 * (a popup waiting for these fields closes without waiting for a reload), then reloads it.
 */
export const updatePlayer = (api: ApiClient, context: string, player: PlayerPatch) =>
  api.request<Player>('/api/player', { method: 'PATCH', body: { context, player } });

export function useUpdatePlayer(context = 'edition') {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (player: PlayerPatch) => updatePlayer(api, context, player),
    onSuccess: (saved) => {
      queryClient.setQueryData(['player'], saved);
      return queryClient.invalidateQueries({ queryKey: ['player'], exact: true });
    },
  });
}
