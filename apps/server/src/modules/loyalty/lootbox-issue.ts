import { isWheelSpin, type LootboxItem, lootboxPrizes, wheelFor } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema/bonuses.ts';
import { lootboxes } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { frontendConfigValue } from '../config/service.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { publishLootboxes } from './lootbox-events.ts';
import type { LootboxRow } from './lootbox-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A lootbox or wheel spin lives this long unopened. */
export const LOOTBOX_VALID_DAYS = 30;

export { isWheelSpin };

/**
 * The wheel a player spins (`wheelFor`): the segments of the first of their groups `wheel-config-segments`
 * names (groups 21, 1308, 1309 by default), else `wheel-config`. Read before a money transaction.
 */
export async function wheelItemsFor(deps: Deps, groupIds: number[]): Promise<LootboxItem[]> {
  const [wheel, segments] = await Promise.all([
    frontendConfigValue(deps, 'wheel-config'),
    frontendConfigValue(deps, 'wheel-config-segments'),
  ]);
  return [...wheelFor(wheel ?? [], segments ?? {}, groupIds).items];
}

/**
 * The items as a box in `currency` holds them: an item that gives nothing in that currency (no
 * bonus amount there) keeps its place but weighs 0, so the box never draws what it cannot pay
 * and the weights the player verifies are the weights drawn.
 */
export function itemsPayableIn(items: LootboxItem[], currency: string): LootboxItem[] {
  return items.map((item) => ({
    ...item,
    prize: false,
    weight: lootboxPrizes(item, currency) === null ? 0 : Math.max(0, item.weight),
  }));
}

/** Whether a box of these items can be drawn at all (some item weighs more than 0). */
export const canDraw = (items: LootboxItem[]) => items.some((item) => item.weight > 0);

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
  /** Coins paid for this box on its own (a rocket chance draw). */
  costPoints?: number;
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
      items: itemsPayableIn(issue.items, issue.currency),
      createdAt: issue.now,
      validUntil: new Date(issue.now.getTime() + LOOTBOX_VALID_DAYS * DAY_MS),
      costPoints: issue.costPoints ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (box) return { box, fresh: true };
  const [first] = await tx.select().from(lootboxes).where(eq(lootboxes.sourceKey, issue.sourceKey));
  if (!first) throw new Error(`lootbox of ${issue.sourceKey} vanished`);
  return { box: first, fresh: false };
}

/**
 * Gives a lootbox inside another module's wallet transaction (a comp-shop purchase, an
 * operator's gift): once per source key; `lootboxes_changes` goes out once committed.
 */
export async function issueLootboxWithin(
  deps: Deps,
  wallet: WalletTx,
  issue: Omit<LootboxIssue, 'now'>,
): Promise<{ box: LootboxRow; fresh: boolean }> {
  const issued = await insertLootbox(wallet.tx, { ...issue, now: wallet.now });
  if (issued.fresh) wallet.afterCommit(() => publishLootboxes(deps, [issued.box]));
  return issued;
}
