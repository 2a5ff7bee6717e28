import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of 256 bits. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak does not leak live sessions or links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
