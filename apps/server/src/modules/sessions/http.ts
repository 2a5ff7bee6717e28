import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from '../../db/rows.ts';
import {
  type BrowserSession,
  closeSession,
  lookupSession,
  OTP_PENDING_TTL_MS,
  openSession,
  SESSION_COOKIE,
} from './service.ts';

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
 * Starts a fresh session (a new token at every sign-in, so a planted cookie is worthless)
 * and revokes the one the browser had.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  stage: SessionRow['stage'],
) {
  const { deps } = request.server;
  if (request.session) await closeSession(deps, request.session.id);
  const ttlMs = stage === 'otp_pending' ? OTP_PENDING_TTL_MS : deps.config.sessionAbsoluteHours * 3_600_000;
  const { session, token } = await openSession(deps, {
    userId,
    stage,
    ttlMs,
    ip: request.ip,
    country: request.country,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
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
  if (request.session) await closeSession(request.server.deps, request.session.id);
  request.session = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The browser's session as rules see it, bound to this request and its reply. */
export function browserSessionOf(request: FastifyRequest, reply: FastifyReply): BrowserSession {
  return {
    start: (userId, stage) => startSession(request, reply, userId, stage),
    end: () => endSession(request, reply),
  };
}
