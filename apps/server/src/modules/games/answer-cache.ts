import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { catalogueVersion } from '../../lib/catalogue-version.ts';

/**
 * How long a kept answer is reused at most. An operator's edit on this node drops every kept
 * answer at once, and with Redis so does one on another node (lib/catalogue-version.ts,
 * cluster/catalogue-changes.ts); this bound is for nodes sharing a database without Redis.
 */
export const GAMES_ANSWER_TTL_MS = 30_000;
/** About 20 KB of JSON each (a page of 40 games): a few megabytes at most per node. */
export const GAMES_ANSWER_MAX_ENTRIES = 400;
/** A key longer than this (a body with long lists) is answered afresh rather than kept. */
const MAX_KEY_LENGTH = 2_000;

interface Entry<Value> {
  json: Promise<Value>;
  version: number;
  expires: number;
}

/**
 * Public catalogue answers, serialised, per database handle and per normalised query: the same
 * for every visitor who sends that query from that country. Concurrent identical queries share
 * one computation. The least recently used answer goes first when the cache is full.
 * Only what is the same for every visitor may be kept here (nothing of a player's own).
 */
export function answerCache<Value = string>(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? GAMES_ANSWER_TTL_MS;
  const maxEntries = options.maxEntries ?? GAMES_ANSWER_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const caches = new WeakMap<object, { version: number; entries: Map<string, Entry<Value>> }>();

  return function answer(db: object, key: string, compute: () => Promise<Value>): Promise<Value> {
    if (key.length > MAX_KEY_LENGTH) return compute();
    const version = catalogueVersion(db);
    let kept = caches.get(db);
    // An edit outdates every answer kept before it: dropped at once, not one by one.
    if (kept?.version !== version) {
      kept = { version, entries: new Map() };
      caches.set(db, kept);
    }
    const cache = kept.entries;
    const at = now();
    const hit = cache.get(key);
    cache.delete(key);
    if (hit && hit.version === version && hit.expires > at) {
      cache.set(key, hit); // the most recently used goes last
      return hit.json;
    }
    // The least recently used beyond the bound (an expired one is replaced when asked again).
    while (cache.size >= maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    // The version read before the query: an edit while it runs outdates this answer too.
    const entry: Entry<Value> = { json: compute(), version, expires: at + ttlMs };
    cache.set(key, entry);
    // A failure is not kept: the next call tries again.
    entry.json.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return entry.json;
  };
}

export type ContentEncoding = 'br' | 'gzip';

/** Smaller than this, an answer goes out as it is (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<ContentEncoding, (text: string) => Promise<Buffer>> = {
  br: (text) => promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => promisify(gzip)(text),
};

/**
 * An answer as JSON, and compressed once per encoding when a client first asks for it: a kept
 * answer is not compressed again for every request.
 */
export interface EncodedAnswer {
  json: string;
  /** The JSON's size in bytes. */
  bytes: number;
  encoded(encoding: ContentEncoding): Promise<Buffer>;
}

export function encodedAnswer(json: string): EncodedAnswer {
  const made = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    json,
    bytes: Buffer.byteLength(json),
    encoded(encoding) {
      const kept = made.get(encoding);
      if (kept) return kept;
      const fresh = compressors[encoding](json);
      made.set(encoding, fresh);
      fresh.catch(() => made.delete(encoding));
      return fresh;
    },
  };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, when the client takes it
 * (a zero q refuses it); none otherwise.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (typeof header !== 'string') return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const br = weights.get('br') ?? 0;
  const gz = weights.get('gzip') ?? 0;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}
