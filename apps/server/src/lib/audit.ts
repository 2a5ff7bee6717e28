import type { FastifyRequest } from 'fastify';
import { auditEvents } from '../db/schema/index.ts';

/** What the security log records (audit_events.kind). */
export type AuditKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'otp_failed'
  | 'locked'
  | 'sign_out'
  | 'registered'
  | 'email_confirmed'
  | 'password_reset_requested'
  | 'password_changed'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'session_revoked';

/** Appends one security event with the request's IP and user agent. */
export async function audit(
  request: FastifyRequest,
  kind: AuditKind,
  userId: number | null,
  data: Record<string, unknown> = {},
) {
  const { db, now } = request.server.deps;
  await db.insert(auditEvents).values({
    userId,
    kind,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    data,
    createdAt: now(),
  });
}
