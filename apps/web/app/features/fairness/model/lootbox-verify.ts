import type { LootboxFields } from '~/shared/lootbox-verify-link.ts';

/**
 * Re-computing a lootbox opening or a wheel spin (a rocket chance draw too): the same pure draw
 * the server used (`drawLootbox` of @orbit/games), from what the player pastes or from one of
 * their opened boxes. The page loads @orbit/games on demand and hands it in.
 */
export interface LootboxLibrary {
  drawLootbox(
    seeds: { serverSeed: string; clientSeed: string; nonce: number },
    weights: readonly number[],
  ): { roll: number; index: number; total: number };
  hashServerSeed(serverSeed: string): string;
}

export const EMPTY_FIELDS: LootboxFields = {
  serverSeed: '',
  clientSeed: '',
  nonce: '',
  weights: '',
  hash: '',
};

const SERVER_SEED = /^[0-9a-f]{64}$/;
const MAX_ITEMS = 100;

/** "4000, 4000, 2000" (commas, spaces or both) → [4000, 4000, 2000]; null unless whole numbers ≥ 0 with one above 0. */
export function parseWeights(text: string): number[] | null {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_ITEMS) return null;
  if (!parts.every((part) => /^\d{1,10}$/.test(part))) return null;
  const weights = parts.map(Number);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return total > 0 && total <= 2 ** 32 ? weights : null;
}

export function parseNonce(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : null;
}

export type LootboxFieldError = 'server_seed' | 'client_seed' | 'nonce' | 'weights';

export type LootboxVerification =
  /** Something is still empty. */
  | { status: 'incomplete' }
  | { status: 'invalid'; fields: LootboxFieldError[] }
  | {
      status: 'checked';
      roll: number;
      total: number;
      /** The drawn item's position (0-based). */
      index: number;
      /** Each item's stretch of rolls [from, to), `position` counting from 1. */
      stretches: Array<{ position: number; from: number; to: number }>;
      /** SHA-256(server seed) equals the committed hash; null when no hash was given. */
      hashMatches: boolean | null;
    };

/** Which fields are wrong (empty ones are not: the form is just unfinished). */
function fieldErrors(fields: LootboxFields): LootboxFieldError[] {
  const errors: LootboxFieldError[] = [];
  if (fields.serverSeed.trim() && !SERVER_SEED.test(fields.serverSeed.trim())) errors.push('server_seed');
  if (fields.clientSeed.includes(':') || fields.clientSeed.length > 64) errors.push('client_seed');
  if (fields.nonce.trim() && parseNonce(fields.nonce) === null) errors.push('nonce');
  if (fields.weights.trim() && parseWeights(fields.weights) === null) errors.push('weights');
  return errors;
}

/** The draw the fields describe, re-computed with the library. */
export function verifyLootbox(fields: LootboxFields, lib: LootboxLibrary): LootboxVerification {
  const errors = fieldErrors(fields);
  if (errors.length > 0) return { status: 'invalid', fields: errors };
  const nonce = parseNonce(fields.nonce);
  const weights = parseWeights(fields.weights);
  const serverSeed = fields.serverSeed.trim();
  if (!serverSeed || !fields.clientSeed || nonce === null || weights === null)
    return { status: 'incomplete' };
  const { roll, total, index } = lib.drawLootbox(
    { serverSeed, clientSeed: fields.clientSeed, nonce },
    weights,
  );
  let from = 0;
  const stretches = weights.map((weight, i) => {
    const stretch = { position: i + 1, from, to: from + weight };
    from += weight;
    return stretch;
  });
  const hash = fields.hash.trim().toLowerCase();
  return {
    status: 'checked',
    roll,
    total,
    index,
    stretches,
    hashMatches: hash ? lib.hashServerSeed(serverSeed) === hash : null,
  };
}
