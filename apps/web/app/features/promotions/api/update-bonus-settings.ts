import type { Player } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { afterBonusSettingsChange } from './player-bonus-settings.ts';

/** `PATCH /api/player/update_bonus_settings {can_issue}`: turns the player's bonuses on or off. */
export const updateBonusSettings = (api: ApiClient, canIssue: boolean) =>
  api.request<Player>('/api/player/update_bonus_settings', {
    method: 'PATCH',
    body: { can_issue: canIssue },
  });

export function useUpdateBonusSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (canIssue: boolean) => updateBonusSettings(api, canIssue),
    onSuccess: (player) => afterBonusSettingsChange(queryClient, player),
  });
}
