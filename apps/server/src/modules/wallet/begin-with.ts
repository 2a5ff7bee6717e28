import type { Logger, RelationalSchemaConfig, TablesRelationalConfig } from 'drizzle-orm';
import type { NodePgSessionOptions } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Db } from '../../db/client.ts';

/** What a drizzle handle on node-postgres holds that a transaction of the wallet's own needs. */
interface NodePgDb {
  $client: unknown;
  dialect: PgDialect;
  session: { options?: NodePgSessionOptions; logger: Logger };
  _: {
    fullSchema: Record<string, unknown>;
    schema: TablesRelationalConfig | undefined;
    tableNamesMap: Record<string, string>;
  };
}

const nodePgOf = (db: Db) => db as unknown as NodePgDb;

/** node-postgres' pool behind `db`; undefined on PGlite. */
export function poolOf(db: Db): Pool | undefined {
  const client = nodePgOf(db).$client;
  return typeof client === 'object' && client !== null && 'totalCount' in client && 'connect' in client
    ? (client as Pool)
    : undefined;
}

/** drizzle's node-postgres classes, loaded once and only on PostgreSQL (PGlite never loads pg). */
let nodePgDriver: Promise<typeof import('drizzle-orm/node-postgres')> | undefined;

/** A value inlined into statement text as a literal (strings quoted by the driver). */
export type Literal = (value: string) => string;

/**
 * Runs `work` in a PostgreSQL transaction whose BEGIN travels with its first statement, one round
 * trip instead of two (a wallet action is 2 to 4 round trips: this is a quarter to a half of what
 * is left to save). The first statement goes as simple-protocol text (`begin; …`), so its values
 * are inlined as literals (`first` gets the driver's quoting); its rows reach `work`, which runs
 * on a drizzle transaction over the same connection, like `db.transaction`'s.
 */
export async function transactionBeginningWith<T>(
  db: Db,
  pool: Pool,
  first: (literal: Literal) => string,
  work: (tx: Db, firstRows: Record<string, unknown>[]) => Promise<T>,
): Promise<T> {
  nodePgDriver ??= import('drizzle-orm/node-postgres');
  const { NodePgSession, NodePgTransaction } = await nodePgDriver;
  const internals = nodePgOf(db);
  const schema: RelationalSchemaConfig<TablesRelationalConfig> | undefined = internals._.schema
    ? {
        fullSchema: internals._.fullSchema,
        schema: internals._.schema,
        tableNamesMap: internals._.tableNamesMap,
      }
    : undefined;
  const client = await pool.connect();
  const session = new NodePgSession(client, internals.dialect, schema, internals.session.options);
  // Without the schema: a transaction built with it makes a relational query builder per table
  // (4 % of a bet+win's CPU). `tx.query` builds them only when something asks for it.
  const tx = new NodePgTransaction(internals.dialect, session, undefined) as unknown as Db;
  let relational: Db['query'] | undefined;
  Object.defineProperty(tx, 'query', {
    get: () => {
      relational ??= (new NodePgTransaction(internals.dialect, session, schema) as unknown as Db).query;
      return relational;
    },
  });
  const logger = internals.session.logger;
  try {
    const text = `begin; ${first((value) => client.escapeLiteral(value))}`;
    logger.logQuery(text, []);
    // Two statements in one message: node-postgres answers one result per statement.
    const results = (await client.query(text)) as unknown as Array<{ rows: Record<string, unknown>[] }>;
    const result = await work(tx, results[1]?.rows ?? []);
    logger.logQuery('commit', []);
    await client.query('commit');
    return result;
  } catch (error) {
    logger.logQuery('rollback', []);
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
