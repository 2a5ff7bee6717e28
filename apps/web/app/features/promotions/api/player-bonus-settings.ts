import type { Player } from '@orbit/contract';
import type { QueryClient } from '@tanstack/react-query';
import { AVAILABLE_BONUSES_KEY, DEPOSIT_OFFERS_KEY } from './keys.ts';

/**
 * After a change of the player's bonus settings (code, bonuses on or off): the answer is the
 * player, and the offers and the availability are asked again.
 */
export function afterBonusSettingsChange(queryClient: QueryClient, player: Player) {
  queryClient.setQueryData(['player'], player);
  void queryClient.invalidateQueries({ queryKey: DEPOSIT_OFFERS_KEY });
  void queryClient.invalidateQueries({ queryKey: AVAILABLE_BONUSES_KEY });
}
