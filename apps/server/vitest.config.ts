import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const TESTS = 'src/**/*.test.ts';

/**
 * `npm test` runs this suite twice: on embedded PGlite, then on a PostgreSQL server
 * (`TEST_DATABASE_URL`). The second run takes only the files that open the test database (through
 * the harness, or the server's URL itself): the others — pure logic, the processes started on their
 * own PGlite data folder, the SSR page-path walk and the renderer's loading, whose subject is the
 * router, not SQL — would repeat the first run's work exactly.
 */
const ONCE_ONLY = new Set(['src/web/page-paths.test.ts', 'src/web/renderer-load.test.ts']);

function opensTestDatabase(file: string): boolean {
  if (ONCE_ONLY.has(file)) return false;
  const text = readFileSync(file, 'utf8');
  return text.includes('test/harness.ts') || text.includes('TEST_DATABASE_URL');
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The fault test runs alone, on servers of its own (vitest.faults.config.ts). */
const FAULTS = 'src/cluster/faults.test.ts';
/**
 * Files that need a module graph of their own: `vi.mock` replaces a module only for the files
 * that import it afterwards, and without isolation an earlier file has already loaded the real one.
 */
const ISOLATED = ['src/modules/house/free-spins.test.ts'];

const include = onPostgres ? testFiles('src').filter(opensTestDatabase) : [TESTS];

export default defineConfig({
  test: {
    exclude: [FAULTS],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file starts its own app and database; PGlite is CPU-bound, so keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Files share a worker's loaded modules (server, web build, drivers) instead of loading
        // them again each: most of a file's start-up. Each file still has its own app and database.
        test: { name: 'shared', include, exclude: [FAULTS, ...ISOLATED], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: onPostgres ? include.filter((file) => ISOLATED.includes(file)) : ISOLATED,
        },
      },
    ],
  },
});
