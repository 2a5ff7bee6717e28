import { playerGroups } from '@orbit/contract';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useCenterConfig, useNotifications } from '../api/get-notifications.ts';
import { hasNotificationCenter } from '../model/notifications.ts';

/** Whether the signed-in player has the notification centre, and (when they do) their notifications. */
export function useCenter() {
  const { player } = usePlayer();
  const config = useCenterConfig();
  const enabled = player !== null && hasNotificationCenter(config, playerGroups(player));
  const list = useNotifications(enabled);
  return { enabled, list: enabled ? list.data : undefined, failed: list.isError };
}
