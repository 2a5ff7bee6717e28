import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { queryPrepared } from './prepared.ts';

/** An empty database: on the PostgreSQL server of TEST_DATABASE_URL, or PGlite in memory. */
async function emptyDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { drop: async () => {} };
  const { Client } = await import('pg');
  const name = `orbit_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const appliedMigrations = async (database: Database) => {
  const [row] = await queryPrepared<{ n: string }>(
    database.db,
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n);
};

describe('opening a database', () => {
  it('migrates an empty one once, even when several nodes open it at the same moment', async () => {
    const empty = await emptyDatabase();
    const opened: Database[] = [];
    try {
      if (empty.url) {
        // Three nodes start together on one PostgreSQL database.
        opened.push(
          ...(await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: empty.url, dataDir: '' })))),
        );
      } else {
        opened.push(await openDatabase({ dataDir: 'memory://' }));
      }
      const counts = await Promise.all(opened.map(appliedMigrations));
      expect(counts[0]).toBeGreaterThan(30);
      expect(new Set(counts).size).toBe(1);
    } finally {
      for (const database of opened) await database.close();
      await empty.drop();
    }
  }, 120_000);

  it('runs an on-disk PGlite with its small shared memory, and a fresh folder still migrates in it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'orbit-pglite-'));
    const database = await openDatabase({ dataDir });
    try {
      const settings = await queryPrepared<{ name: string; value: string }>(
        database.db,
        sql`select name, current_setting(name) as value from pg_settings where name in ('shared_buffers', 'max_connections') order by name`,
      );
      expect(settings).toEqual([
        { name: 'max_connections', value: '5' },
        { name: 'shared_buffers', value: '16MB' },
      ]);
      expect(await appliedMigrations(database)).toBeGreaterThan(30);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
