import type { Player } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { afterBonusSettingsChange } from './player-bonus-settings.ts';

/** `DELETE /api/player/clear_bonus_code`: the player's usual deposit offers come back. */
export const clearBonusCode = (api: ApiClient) =>
  api.request<Player>('/api/player/clear_bonus_code', { method: 'DELETE' });

export function useClearBonusCode() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearBonusCode(api),
    onSuccess: (player) => afterBonusSettingsChange(queryClient, player),
  });
}
