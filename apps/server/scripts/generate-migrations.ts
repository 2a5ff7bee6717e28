/**
 * Writes the SQL migration for schema changes (drizzle-kit generate).
 * Until Orbit's first release, `--fresh` rebuilds the single initial migration from scratch.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

if (process.argv.includes('--fresh')) rmSync('drizzle', { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'init'], { stdio: 'inherit' });
