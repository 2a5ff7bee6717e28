import type { Player } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { afterBonusSettingsChange } from './player-bonus-settings.ts';

/**
 * `PATCH /api/player/set_bonus_code {deposit_bonus_code}`: the player's deposit offers become the
 * code's. 422 `{errors: {deposit_bonus_code: [key]}}` for a code that names none for this player.
 */
export const setBonusCode = (api: ApiClient, code: string) =>
  api.request<Player>('/api/player/set_bonus_code', {
    method: 'PATCH',
    body: { deposit_bonus_code: code },
  });

export function useSetBonusCode() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => setBonusCode(api, code),
    onSuccess: (player) => afterBonusSettingsChange(queryClient, player),
  });
}
