import type { PlayerSession } from '@orbit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { endSessionSockets } from '../../realtime/publisher.ts';
import {
  findLiveSessionByTokenHash,
  insertSession,
  listLiveSessionsOfUser,
  liveSessionIdsAmong,
  revokeSession,
  revokeSessionOfUser,
  touchSession,
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
  const found = await lookupSession(request.server.deps, token);
  if (!found) return;
  request.session = found.session;
  request.user = found.user;
}

/**
 * The live session of a session token (HTTP requests and the realtime handshake): expired,
 * idle or revoked sessions count as none; `user` is set only when the session is active.
 */
export async function lookupSession(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  token: string,
): Promise<{ session: SessionRow; user: UserRow | null } | null> {
  const { db, config, now } = deps;
  const found = await findLiveSessionByTokenHash(db, hashToken(token));
  if (!found) return null;
  const at = now();
  const idleLimit = config.sessionIdleMinutes * 60_000;
  if (found.session.expiresAt <= at || at.getTime() - found.session.lastSeenAt.getTime() > idleLimit) {
    await revokeSession(db, found.session.id, at);
    return null;
  }
  if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, found.session.id, at);
  }
  return { session: found.session, user: found.session.stage === 'active' ? found.user : null };
}

/** Which of these sessions are still live: the realtime server drops the sockets of the others. */
export async function stillLiveSessions(deps: Pick<Deps, 'db' | 'config' | 'now'>, ids: number[]) {
  const at = deps.now();
  const seenSince = new Date(at.getTime() - deps.config.sessionIdleMinutes * 60_000);
  return liveSessionIdsAmong(deps.db, ids, at, seenSince);
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
  if (request.session) {
    await revokeSession(db, request.session.id, now());
    endSessionSockets(request.server.deps.realtime, request.session.id);
  }
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
  if (request.session) {
    await revokeSession(request.server.deps.db, request.session.id, request.server.deps.now());
    endSessionSockets(request.server.deps.realtime, request.session.id);
  }
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
  const revoked = await revokeSessionOfUser(db, user.id, id, now());
  if (revoked) endSessionSockets(request.server.deps.realtime, id);
  return revoked;
}
