import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();
/** Statement text → its name. Callers have a handful of texts; the cap only guards against misuse. */
const names = new Map<string, string>();
const MAX_NAMES = 500;

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `orbit_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call. On the wallet's hot path planning was half of the
 * statements' time (bench/wallet.sh: +55 % bet+win pairs per second). Use it only for statements
 * whose text has few variants (values go in parameters); PGlite runs it as a plain statement.
 */
export async function queryPrepared<Row = Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, nameOf(compiled.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
