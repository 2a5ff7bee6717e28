import type { Lootbox, LootboxDraw } from '@orbit/contract';
import { drawLootbox } from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import type { Db } from '../../db/client.ts';
import { titleIn } from '../bonuses/presenter.ts';
import { findSeedPair, type SeedPair } from '../house/seeds.ts';
import type { LootboxRow } from './lootbox-repository.ts';

/** The spec's fixed fields: every Orbit box draws one item at random, shown once. */
const STRATEGY = 'random';
const DISPLAY = 1;

/**
 * The draw of an opened box as the player verifies it: the committed hash, the client seed and
 * the nonce at once; the server seed only once the pair is revealed (a rotation). The roll is
 * re-computed from the stored pair, so it is the roll that picked the prize.
 */
function presentDraw(row: LootboxRow, pair: SeedPair | undefined): LootboxDraw | null {
  if (!pair || row.nonce === null) return null;
  const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: row.nonce };
  const { roll } = drawLootbox(
    seeds,
    row.items.map((item) => item.weight),
    nodeHmacSha256,
  );
  return {
    server_seed_hash: pair.serverSeedHash,
    server_seed: pair.revealedAt ? pair.serverSeed : null,
    client_seed: pair.clientSeed,
    nonce: row.nonce,
    roll,
  };
}

export function presentLootbox(row: LootboxRow, pair: SeedPair | undefined, locale: string): Lootbox {
  return {
    id: row.id,
    title: titleIn(row.titles, locale),
    group_key: row.groupKey,
    stage: row.stage as Lootbox['stage'],
    strategy: STRATEGY,
    currency: row.currency,
    display: DISPLAY,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil.toISOString(),
    items: row.items.map((item) => ({ ...item, prize: item.id === row.prizeItemId })),
    weight: row.items.reduce((total, item) => total + item.weight, 0),
    draw: presentDraw(row, pair),
    gift_id: row.giftId,
  };
}

/** The seed pairs the boxes were drawn under, each read once. */
export async function pairsOf(db: Db, rows: LootboxRow[]): Promise<Map<number, SeedPair>> {
  const ids = [...new Set(rows.flatMap((row) => (row.fairPairId === null ? [] : [row.fairPairId])))];
  const pairs = await Promise.all(ids.map((id) => findSeedPair(db, id)));
  return new Map(pairs.flatMap((pair) => (pair ? [[pair.id, pair] as const] : [])));
}

/** Boxes as the player sees them, their draws' pairs read once. */
export async function presentLootboxes(db: Db, rows: LootboxRow[], locale: string): Promise<Lootbox[]> {
  const pairs = await pairsOf(db, rows);
  return rows.map((row) =>
    presentLootbox(row, row.fairPairId === null ? undefined : pairs.get(row.fairPairId), locale),
  );
}
