import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database with every migration applied ('' on PostgreSQL). */
    pgliteSnapshot: string;
    /** On PostgreSQL: a migrated database each test file's database is copied from ('' on PGlite). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run and hands it to every test file: on PGlite its dump, which
 * a file opens in about 2 s instead of migrating one for about 10 s (PGlite is CPU-bound); on
 * PostgreSQL a template database each file's database is created from. The migrations still run
 * from nothing once per run, so a broken one fails every test.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteSnapshot', '');
    return migratedTemplate(project, adminUrl);
  }
  project.provide('postgresTemplate', '');
  const folder = mkdtempSync(join(tmpdir(), 'orbit-pglite-snapshot-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await database.dump?.();
  if (!dump) throw new Error('The embedded database gave no dump');
  await database.close();
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function migratedTemplate(project: TestProject, adminUrl: string) {
  const { Client } = await import('pg');
  const name = `orbit_template_${randomBytes(6).toString('hex')}`;
  const onAdmin = async (statement: string) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  await (await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })).close();
  project.provide('postgresTemplate', name);
  return () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
