import { type Lootbox, type LootboxItem, playerGroups } from '@orbit/contract';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useNow } from '~/shared/use-now.ts';
import { useLootboxes } from '../api/get-lootboxes.ts';
import { useWheelConfigs } from '../api/get-wheel-config.ts';
import { spinsLeft, visibleLootboxes } from '../model/lootboxes.ts';
import { wheelFor } from '../model/wheel.ts';

/**
 * The wheel a visitor sees and the spins they have: the player's segment group's wheel (else
 * the default), their visible boxes, and the wheel spins among them (oldest first). The next
 * spin's own items are what it draws from, so the page shows those when there is one.
 */
export function usePlayerWheel() {
  const { player, data: visitor } = usePlayer();
  const configs = useWheelConfigs();
  const boxes = useLootboxes(player !== null);
  // Before hydration the server's clock decides nothing: the list is the server's already.
  const now = useNow(60_000);
  const visible: Lootbox[] = boxes.data
    ? now === null
      ? boxes.data
      : visibleLootboxes(boxes.data, new Date(now))
    : [];
  const spins = spinsLeft(visible);
  const configured = wheelFor(
    configs.data?.wheel ?? [],
    configs.data?.segments ?? {},
    player ? playerGroups(player) : [],
  );
  const items: readonly LootboxItem[] = spins[0]?.items ?? configured.items;
  return {
    player,
    currency: spins[0]?.currency ?? visitor?.currency ?? 'EUR',
    loading: visitor === undefined || configs.isPending || (player !== null && boxes.isPending),
    failed: configs.isError || boxes.isError,
    boxes: visible,
    spins,
    items,
    group: configured.group,
  };
}
