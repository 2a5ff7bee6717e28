import type { CompPoints } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { COMP_POINTS_KEY } from '../api/keys.ts';
import { isCompsAward, levelChanged, playerLevel } from '../model/levels.ts';

/**
 * `comps_award`: the coins and status points after a bet earned some (or an exchange spent them)
 * replace the cached ones, so the header and the shop move live. A new level reloads the player
 * (spec 2 §4: the profile is reloaded when the status points reach the top of the level).
 */
export function LiveComps() {
  const queryClient = useQueryClient();
  const { player } = usePlayer();
  const levelId = player ? (playerLevel(player.statuses)?.id ?? null) : null;
  // The channel's name as a literal: the contract's CHANNEL map would bring its zod schemas along.
  useChannel('comps_award', (award) => {
    if (!isCompsAward(award)) return;
    queryClient.setQueryData<CompPoints>(COMP_POINTS_KEY, {
      chargeable: award.chargeable,
      persistent: award.persistent,
    });
    if (levelChanged(award.level, levelId))
      void queryClient.invalidateQueries({ queryKey: ['player'], exact: true });
  });
  return null;
}
