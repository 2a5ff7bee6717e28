import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database with every migration applied ('' on PostgreSQL). */
    pgliteSnapshot: string;
  }
}

/**
 * Migrates one embedded database for the whole run and hands its dump to every test file: a file
 * then opens its database in about 2 s instead of migrating one for about 10 s (PGlite is CPU-bound).
 * The migrations still run from nothing once per run, so a broken one fails every test.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
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
