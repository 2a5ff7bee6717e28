import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';

/** A fresh server seed: 32 bytes from the platform's cryptographic random source, as hex. */
export function newServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** A default client seed for a player who has not chosen one: 16 random bytes as hex. */
export function newClientSeed(): string {
  return bytesToHex(randomBytes(16));
}

/** What a player may set as a client seed: 1–64 printable ASCII characters, no colon. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;
