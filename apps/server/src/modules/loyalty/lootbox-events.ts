import { CHANNEL } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { playersByIds } from '../player/service.ts';
import { presentLootboxes } from './lootbox-presenter.ts';
import type { LootboxRow } from './lootbox-repository.ts';

/**
 * Tells the player's browsers of their boxes' changes (`lootboxes_changes`, each box in its last
 * state). Runs after the commit; a missed event only delays a refresh (the list is read again on
 * every visit).
 */
export function publishLootboxes(deps: Deps, changed: LootboxRow[]) {
  const last = [...new Map(changed.map((box) => [box.id, box])).values()];
  if (last.length === 0) return;
  void (async () => {
    const userIds = [...new Set(last.map((box) => box.userId))];
    const players = await playersByIds(deps, userIds);
    for (const player of players) {
      const boxes = last.filter((box) => box.userId === player.id);
      for (const box of await presentLootboxes(deps.db, boxes, player.language)) {
        deps.realtime.publishToPlayer(player.id, CHANNEL.lootboxes_changes, box);
      }
    }
  })().catch(() => {});
}
