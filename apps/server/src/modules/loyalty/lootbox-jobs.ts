import type { Deps } from '../../deps.ts';
import { publishLootboxes } from './lootbox-events.ts';
import type { LootboxRow } from './lootbox-repository.ts';
import { expireIfOverdue, listOverdueLootboxes } from './lootbox-repository.ts';

/** How often the lootbox job looks for unopened boxes past their validity. */
export const LOOTBOX_JOBS_TICK_MS = 60_000;
/** Boxes handled per pass; the rest wait for the next one. */
const BATCH = 500;

/**
 * One pass: issued boxes past `valid_until` become expired, each by an update that checks the
 * stage again (an opening that locked the box first wins), and the players' pages are told.
 */
export async function runLootboxJobsOnce(app: { deps: Deps }): Promise<{ expired: number }> {
  const { deps } = app;
  const now = deps.now();
  const expired: LootboxRow[] = [];
  for (const overdue of await listOverdueLootboxes(deps.db, now, BATCH)) {
    const row = await expireIfOverdue(deps.db, overdue.id, now);
    if (row) expired.push(row);
  }
  publishLootboxes(deps, expired);
  return { expired: expired.length };
}
