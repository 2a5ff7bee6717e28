import type { PlayerSession } from '@orbit/contract';
import type { SessionRow, UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { endSessionSockets } from '../../realtime/publisher.ts';
import {
  findLiveSessionByTokenHash,
  insertSession,
  listLiveSessionsOfUser,
  liveSessionIdsAmong,
  revokeSession,
  revokeSessionOfUser,
  revokeSessionsOfUser,
  touchSession,
} from './repository.ts';

export const SESSION_COOKIE = 'orbit_session';
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;
/** A password-checked session waiting for its second factor lives this long. */
export const OTP_PENDING_TTL_MS = 10 * 60_000;

/**
 * What a rule may do to the browser's own session (sign it in, sign it out). The route binds it to
 * the request and its reply, which carries the cookie (`browserSessionOf` in http.ts).
 */
export interface BrowserSession {
  start(userId: number, stage: SessionRow['stage']): Promise<SessionRow>;
  end(): Promise<void>;
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
  // A player an operator blocked has no session, whatever signed in meanwhile.
  if (found.user.blockedAt !== null) {
    await revokeSession(db, found.session.id, at);
    return null;
  }
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

/** A new session of a player and its token (the cookie's value); only the token's hash is stored. */
export async function openSession(
  deps: Pick<Deps, 'db' | 'now'>,
  values: {
    userId: number;
    stage: SessionRow['stage'];
    ttlMs: number;
    ip?: string | null;
    country?: string | null;
    userAgent?: string | null;
  },
): Promise<{ session: SessionRow; token: string }> {
  const { ttlMs, ...rest } = values;
  const token = randomToken();
  const at = deps.now();
  const session = await insertSession(deps.db, {
    ...rest,
    tokenHash: hashToken(token),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + ttlMs),
  });
  return { session, token };
}

/** Ends one session and drops its sockets. */
export async function closeSession(deps: Pick<Deps, 'db' | 'now' | 'realtime'>, id: number) {
  await revokeSession(deps.db, id, deps.now());
  endSessionSockets(deps.realtime, id);
}

/** Ends every session of a player (password reset), or every one but `exceptId` (password change). */
export async function closeSessionsOfUser(
  deps: Pick<Deps, 'db'>,
  userId: number,
  at: Date,
  exceptId?: number,
) {
  await revokeSessionsOfUser(deps.db, userId, at, exceptId);
}

/** Ends every session of a player and drops their sockets at once (an operator blocked them). */
export async function endAllSessionsOfPlayer(deps: Pick<Deps, 'db' | 'now' | 'realtime'>, userId: number) {
  const ids = await revokeSessionsOfUser(deps.db, userId, deps.now());
  for (const id of ids) endSessionSockets(deps.realtime, id);
  return ids.length;
}

/** A player's live signed-in browsers, newest first (the back office's player page). */
export async function liveSessionsOfPlayer(deps: Pick<Deps, 'db' | 'config' | 'now'>, userId: number) {
  const at = deps.now();
  const seenSince = new Date(at.getTime() - deps.config.sessionIdleMinutes * 60_000);
  return listLiveSessionsOfUser(deps.db, userId, at, seenSince);
}

/** The player's signed-in browsers (GET /api/player/sessions). */
export async function listSessions(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  ctx: Pick<RequestContext, 'session'>,
  user: UserRow,
): Promise<PlayerSession[]> {
  const { db, config, now } = deps;
  const at = now();
  const seenSince = new Date(at.getTime() - config.sessionIdleMinutes * 60_000);
  const rows = await listLiveSessionsOfUser(db, user.id, at, seenSince);
  return rows.map((s) => ({
    id: s.id,
    ip: s.ip,
    country: s.country,
    user_agent: s.userAgent,
    created_at: s.createdAt.toISOString(),
    current: s.id === ctx.session?.id,
  }));
}

/** Signs one of the player's own browsers out; false when the id is not theirs (or already ended). */
export async function revokeOwnSession(
  deps: Pick<Deps, 'db' | 'now' | 'realtime'>,
  ctx: Pick<RequestContext, 'session'>,
  browser: BrowserSession,
  user: UserRow,
  id: number,
) {
  if (id === ctx.session?.id) {
    await browser.end();
    return true;
  }
  const revoked = await revokeSessionOfUser(deps.db, user.id, id, deps.now());
  if (revoked) endSessionSockets(deps.realtime, id);
  return revoked;
}
