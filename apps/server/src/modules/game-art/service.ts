import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { renderTileArt } from './render.ts';
import { findArtSource } from './repository.ts';

export interface TileArt {
  svg: string;
  /** Strong validator: a hash of the bytes, so it changes exactly when the drawing does. */
  etag: string;
}

/** The artwork of `producer/name`, or null when no such game exists. */
export async function tileArt(db: Db, identifier: string): Promise<TileArt | null> {
  const source = await findArtSource(db, identifier);
  if (!source) return null;
  const svg = renderTileArt(source);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  return { svg, etag };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
