import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from '../lib/server-secret.ts';

/**
 * A short-lived bearer token for the realtime socket (`settings.cent.token`): for a client whose
 * cookie does not reach the socket (the newer client hands `cent` to its realtime library). It is
 * bound to one player and one browser session and signed with the installation's secret; the
 * handshake still checks that the session is live, so signing out ends it before it expires.
 */
export const SOCKET_TOKEN_TTL_MS = 15 * 60_000;

export interface SocketTokenClaims {
  userId: number;
  sessionId: number;
  /** Epoch milliseconds after which the token is refused. */
  expiresAt: number;
}

const PURPOSE = 'realtime-socket-token';
const FORMAT = /^v1\.(\d{1,15})\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, claims: SocketTokenClaims): Buffer {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${claims.userId}:${claims.sessionId}:${claims.expiresAt}`)
    .digest();
}

/** `v1.<user>.<session>.<expires at>.<HMAC-SHA256, base64url>`. */
export async function signSocketToken(db: Db, claims: SocketTokenClaims): Promise<string> {
  const mac = signature(await serverSecret(db), claims).toString('base64url');
  return `v1.${claims.userId}.${claims.sessionId}.${claims.expiresAt}.${mac}`;
}

/** The claims of a well-formed, authentic, unexpired token; null for anything else. */
export async function verifySocketToken(
  db: Db,
  token: unknown,
  now: Date,
): Promise<SocketTokenClaims | null> {
  if (typeof token !== 'string') return null;
  const match = FORMAT.exec(token);
  if (!match) return null;
  const claims = { userId: Number(match[1]), sessionId: Number(match[2]), expiresAt: Number(match[3]) };
  const given = Buffer.from(match[4] ?? '', 'base64url');
  const expected = signature(await serverSecret(db), claims);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return claims.expiresAt > now.getTime() ? claims : null;
}
