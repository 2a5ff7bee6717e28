import type { Db } from '../../db/client.ts';
import type { PlayerRow } from './repository.ts';

/**
 * A tournament's leaders, remembered until a score changes: a leaderboard page read by many
 * costs one query per change, not one per read. A change scored on this node is seen at once
 * (its version moves once the bet has committed); one scored on another node within `TTL_MS`.
 */
const TTL_MS = 1_000;

interface Remembered {
  version: number;
  until: number;
  rows: Promise<PlayerRow[]>;
}

const versions = new WeakMap<Db, Map<number, number>>();
const remembered = new WeakMap<Db, Map<string, Remembered>>();

const versionsOf = (db: Db) => versions.get(db) ?? versions.set(db, new Map()).get(db)!;

/** Scores of these tournaments changed on this node (call once it has committed). */
export function scoresChanged(db: Db, tournamentIds: Iterable<number>) {
  const byId = versionsOf(db);
  for (const id of tournamentIds) byId.set(id, (byId.get(id) ?? 0) + 1);
}

/** The first `limit` leaders of one tournament, read by `read` unless remembered at its current version. */
export function rememberedLeaders(
  db: Db,
  tournamentId: number,
  limit: number,
  read: () => Promise<PlayerRow[]>,
): Promise<PlayerRow[]> {
  const cache = remembered.get(db) ?? remembered.set(db, new Map()).get(db)!;
  const key = `${tournamentId}:${limit}`;
  const version = versionsOf(db).get(tournamentId) ?? 0;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.version === version && hit.until > now) return hit.rows;
  const rows = read();
  cache.set(key, { version, until: now + TTL_MS, rows });
  rows.catch(() => cache.delete(key));
  return rows;
}
