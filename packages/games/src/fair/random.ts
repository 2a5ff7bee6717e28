import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * What fixes a round's outcome: the server seed (committed by its SHA-256 before play), the
 * player's client seed and the nonce (the player's bet count under this server seed).
 */
export interface FairSeeds {
  /** 32 random bytes as 64 lower-case hex characters. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The commitment shown before play: SHA-256 of the server seed's hex text, as hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

const TWO_POW_32 = 2 ** 32;

/** HMAC-SHA256(key, message). The default is @noble/hashes (runs anywhere, the browser too). */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;
const portableHmac: HmacSha256 = (key, message) => hmac(sha256, key, message);

/**
 * The provably-fair random source of one round: a stream of bytes
 * `HMAC-SHA256(key = serverSeed, message = "clientSeed:nonce:block")` for block 0, 1, 2 …,
 * read 4 bytes at a time as big-endian unsigned integers. Everything a game draws comes from
 * here, in order, so anyone holding the seeds re-computes the same round.
 */
export class FairRandom {
  private readonly key: Uint8Array;
  private block = 0;
  private buffer: Uint8Array = new Uint8Array(0);
  private offset = 0;

  /** `hmacSha256` may be a native implementation (node:crypto on the server): same bytes, faster. */
  constructor(
    private readonly seeds: FairSeeds,
    private readonly hmacSha256: HmacSha256 = portableHmac,
  ) {
    if (!/^[0-9a-f]{64}$/.test(seeds.serverSeed)) throw new Error('serverSeed must be 64 hex characters');
    if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0)
      throw new Error('nonce must be a whole number');
    this.key = hexToBytes(seeds.serverSeed);
  }

  /** The next 32 random bits as an integer in [0, 2^32). */
  nextUint32(): number {
    if (this.offset + 4 > this.buffer.length) {
      const message = utf8ToBytes(`${this.seeds.clientSeed}:${this.seeds.nonce}:${this.block}`);
      this.buffer = this.hmacSha256(this.key, message);
      this.block += 1;
      this.offset = 0;
    }
    const b = this.buffer;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
  }

  /**
   * A uniform integer in [0, n), n ≤ 2^32, with no modulo bias: values from the incomplete
   * last stretch of the 32-bit range are thrown away and drawn again.
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new Error(`int(n): bad range ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** A uniform float in [0, 1) with 52 random bits (two draws). */
  float(): number {
    const high = this.nextUint32() >>> 6; // 26 bits
    const low = this.nextUint32() >>> 6; // 26 bits
    return (high * 2 ** 26 + low) / 2 ** 52;
  }

  /** One item, each equally likely. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** One index by integer weights (e.g. a reel's symbol weights). */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.int(total);
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i]!;
      if (x < 0) return i;
    }
    throw new Error('weighted: empty weights');
  }

  /** A new array in uniformly random order (Fisher–Yates from the last index down). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
