import type { LootboxItem } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema/bonuses.ts';
import { lootboxes } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { frontendConfigValue } from '../config/service.ts';

export type LootboxRow = typeof lootboxes.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A lootbox or wheel spin lives this long unopened. */
export const LOOTBOX_VALID_DAYS = 30;

/** Lootboxes whose group key starts with these are wheel spins. */
export const isWheelSpin = (groupKey: string) =>
  groupKey.startsWith('manual_wheel') || groupKey.startsWith('wheel');

/**
 * The wheel a player spins: the segments of the first of their groups `wheel-config-segments`
 * names (groups 21, 1308, 1309 by default), else `wheel-config`. Read before a money transaction.
 */
export async function wheelItemsFor(deps: Deps, groupIds: number[]): Promise<LootboxItem[]> {
  const [wheel, segments] = await Promise.all([
    frontendConfigValue(deps, 'wheel-config'),
    frontendConfigValue(deps, 'wheel-config-segments'),
  ]);
  for (const group of groupIds) {
    const items = segments?.[String(group)];
    if (items && items.length > 0) return items;
  }
  return wheel ?? [];
}

export interface LootboxIssue {
  userId: number;
  currency: string;
  groupKey: string;
  titles: LocalisedText;
  /** What it may hold; `prize` is false on every item until it is opened. */
  items: LootboxItem[];
  /** Why it is given, unique: a second issue with the same key gives nothing. */
  sourceKey: string;
  now: Date;
}

/** Gives a lootbox inside the caller's transaction, once per source key. */
export async function insertLootbox(
  tx: Db,
  issue: LootboxIssue,
): Promise<{ box: LootboxRow; fresh: boolean }> {
  const [box] = await tx
    .insert(lootboxes)
    .values({
      userId: issue.userId,
      sourceKey: issue.sourceKey,
      groupKey: issue.groupKey,
      titles: issue.titles,
      currency: issue.currency,
      stage: 'issued',
      items: issue.items.map((item) => ({ ...item, prize: false })),
      createdAt: issue.now,
      validUntil: new Date(issue.now.getTime() + LOOTBOX_VALID_DAYS * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (box) return { box, fresh: true };
  const [first] = await tx.select().from(lootboxes).where(eq(lootboxes.sourceKey, issue.sourceKey));
  return { box: first!, fresh: false };
}
