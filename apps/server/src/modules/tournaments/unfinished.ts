import type { Db } from '../../db/client.ts';
import { listPrizes, listUnfinished, type PrizeRow, type TournamentRow } from './repository.ts';

/**
 * The unfinished tournaments and their prizes, remembered per database for a few seconds: every
 * bet asks which tournaments it counts in, and every leaderboard read asks for its tournament, and
 * neither must ask the database each time. An operator's edit or a payout on this node forgets
 * them at once; other nodes see it within `TTL_MS`. Scores are never remembered here.
 */
const TTL_MS = 5_000;

interface Remembered {
  until: number;
  rows: Promise<TournamentRow[]>;
  prizes?: Promise<PrizeRow[]>;
}

const remembered = new WeakMap<Db, Remembered>();

function entryOf(db: Db, tx: Db): Remembered {
  const hit = remembered.get(db);
  if (hit && hit.until > Date.now()) return hit;
  const entry: Remembered = { until: Date.now() + TTL_MS, rows: listUnfinished(tx) };
  remembered.set(db, entry);
  entry.rows.catch(() => remembered.delete(db));
  return entry;
}

/** Read through `tx` when asked inside a transaction (PGlite has one connection), remembered per `db`. */
export function unfinishedTournaments(db: Db, tx: Db = db): Promise<TournamentRow[]> {
  return entryOf(db, tx).rows;
}

/** The prizes of every unfinished tournament, remembered with them. */
export function unfinishedPrizes(db: Db): Promise<PrizeRow[]> {
  const entry = entryOf(db, db);
  if (!entry.prizes) {
    entry.prizes = entry.rows.then((rows) =>
      listPrizes(
        db,
        rows.map((row) => row.id),
      ),
    );
    entry.prizes.catch(() => remembered.delete(db));
  }
  return entry.prizes;
}

export function forgetTournaments(db: Db) {
  remembered.delete(db);
}
