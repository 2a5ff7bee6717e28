import { resolve } from 'node:path';

/**
 * The server package's folder. This module sits one level below it both as source (`src/`) and
 * inside the ahead-of-time build (`dist/`, where everything is one file beside it), so the paths
 * below hold for `npm run dev` and `npm start` alike.
 */
export const SERVER_ROOT = resolve(import.meta.dirname, '..');
/** The database migrations drizzle-kit generates. */
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');
/** The built web client (`npm run build`): static assets and the server-rendering bundle. */
export const WEB_BUILD_DIR = resolve(SERVER_ROOT, '../web/build');
