import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR as migrationsFolder } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export { schema };
/** The database handle every repository takes: the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the data folder as a tarball, which `pgliteSnapshot` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key (in the database's own key space) held while migrating PostgreSQL. */
const MIGRATIONS_LOCK = 7_160_001;

/**
 * PostgreSQL settings of the embedded PGlite when its data lives on disk. PGlite zeroes its whole
 * shared memory at start, so every megabyte sized here is resident from the first second:
 * - shared_buffers: the buffer cache (PostgreSQL's default 128 MB). The operating system's page
 *   cache holds the rest of the files, and a miss costs one read from it.
 * - max_connections: PGlite runs one backend, but PostgreSQL sizes its per-backend shared state
 *   (process slots, lock tables) for 100. 5 is the least it accepts beside its 3 reserved slots;
 *   a fresh data folder's migrations (every table in one transaction) still fit its lock table.
 */
const PGLITE_SETTINGS = { shared_buffers: '16MB', max_connections: '5' };

/**
 * Opens the database and brings its schema up to date. `DATABASE_URL` selects PostgreSQL;
 * otherwise an embedded PGlite lives in `dataDir` (or in memory when `dataDir` is `memory://`).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Called with every statement sent (a test counting round trips). */
  onQuery?: (sql: string) => void;
  /**
   * PGlite only: start from this dumped data folder (`dumpDataDir`) instead of an empty one. The
   * tests open hundreds of databases from one migrated snapshot rather than migrating each.
   */
  pgliteSnapshot?: Blob;
}): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // The server closed an idle connection (restart, failover, a dropped test database): the pool
    // discards that client and opens a new one when needed. Unheard, the error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    // The pool hears only its idle clients. A client in use (between a transaction's statements, say)
    // gets the same error when the server goes away: its query fails, the pool drops it on release,
    // and this listener keeps the error from ending the process.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.warn(`PostgreSQL closed a connection in use: ${error.message}`)),
    );
    const db = drizzle(pool, { schema, logger });
    // Nodes starting together on one database take turns: the first migrates, the others then
    // find nothing left to do (two at once would both create the same tables, and one would fail).
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
      await migrate(db, { migrationsFolder });
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => {});
      lockHolder.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it first with its baseline compiler
  // (Liftoff), then recompiles the hot functions with its optimising one (TurboFan) and keeps both:
  // measured here, that tier-up holds ~50-70 MB more resident and burns seconds of CPU after each
  // start, for no faster queries in steady state (bench/server-start.mjs; docs/scale.md). Orbit's
  // only WebAssembly is PGlite's, so the flag touches nothing else; it is read when the module is
  // compiled, which happens below.
  setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  // Title search needs trigram indexes (the pg_trgm migration creates the extension).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let unlock = () => {};
  const onDisk = !options.dataDir.startsWith('memory://');
  if (onDisk) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const client = await PGlite.create(options.dataDir, {
      extensions: { pg_trgm },
      ...(onDisk
        ? {
            startParams: [
              ...PGlite.defaultStartParams,
              ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
            ],
          }
        : {}),
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    });
    const db = drizzle(client, { schema, logger });
    await migrate(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db, kind: 'pglite', dump: () => client.dumpDataDir('none'), close };
  } catch (error) {
    unlock();
    throw error;
  }
}
