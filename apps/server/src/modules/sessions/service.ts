import type { PlayerSession } from '@orbit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import {
  findLiveSessionByTokenHash,
  insertSession,
  listLiveSessionsOfUser,
  revokeSession,
  revokeSessionOfUser,
  type SessionRow,
  touchSession,
  type UserRow,
} from './repository.ts';

export const SESSION_COOKIE = 'orbit_session';
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;
/** A password-checked session waiting for its second factor lives this long. */
export const OTP_PENDING_TTL_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of this browser, active or waiting for its second factor. */
    session: SessionRow | null;
    /** The signed-in player: set only when the session is active. */
    user: UserRow | null;
  }
}

/** Resolves the session cookie; expired, idle or revoked sessions count as none. */
export async function resolveSession(request: FastifyRequest) {
  request.session = null;
  request.user = null;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const { db, config, now } = request.server.deps;
  const found = await findLiveSessionByTokenHash(db, hashToken(token));
  if (!found) return;
  const at = now();
  const idleLimit = config.sessionIdleMinutes * 60_000;
  if (found.session.expiresAt <= at || at.getTime() - found.session.lastSeenAt.getTime() > idleLimit) {
    await revokeSession(db, found.session.id, at);
    return;
  }
  if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, found.session.id, at);
  }
  request.session = found.session;
  if (found.session.stage === 'active') request.user = found.user;
}

/**
 * Starts a fresh session (a new token at every sign-in, so a planted cookie is worthless)
 * and revokes the one the browser had.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  stage: SessionRow['stage'],
) {
  const { db, config, now } = request.server.deps;
  if (request.session) await revokeSession(db, request.session.id, now());
  const token = randomToken();
  const at = now();
  const ttlMs = stage === 'otp_pending' ? OTP_PENDING_TTL_MS : config.sessionAbsoluteHours * 3_600_000;
  const session = await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    stage,
    ip: request.ip,
    country: request.country,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + ttlMs),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  });
  request.session = session;
  return session;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.session)
    await revokeSession(request.server.deps.db, request.session.id, request.server.deps.now());
  request.session = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The player's signed-in browsers (GET /api/player/sessions). */
export async function listSessions(request: FastifyRequest, user: UserRow): Promise<PlayerSession[]> {
  const { db, config, now } = request.server.deps;
  const at = now();
  const seenSince = new Date(at.getTime() - config.sessionIdleMinutes * 60_000);
  const rows = await listLiveSessionsOfUser(db, user.id, at, seenSince);
  return rows.map((s) => ({
    id: s.id,
    ip: s.ip,
    country: s.country,
    user_agent: s.userAgent,
    created_at: s.createdAt.toISOString(),
    current: s.id === request.session?.id,
  }));
}

/** Signs one of the player's own browsers out; false when the id is not theirs (or already ended). */
export async function revokeOwnSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  id: number,
) {
  const { db, now } = request.server.deps;
  if (id === request.session?.id) {
    await endSession(request, reply);
    return true;
  }
  return revokeSessionOfUser(db, user.id, id, now());
}
