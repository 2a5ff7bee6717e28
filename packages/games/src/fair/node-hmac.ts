import { createHmac } from 'node:crypto';
import type { HmacSha256 } from './random.ts';

/** Node's native HMAC-SHA256 for FairRandom: the same bytes as the portable one, several times faster. */
export const nodeHmacSha256: HmacSha256 = (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
