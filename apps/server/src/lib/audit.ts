import { auditEvents } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import type { RequestContext } from '../http/context.ts';

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
  | 'session_revoked'
  | 'auth_provider_linked'
  | 'auth_provider_unlinked';

/** Appends one security event with the request's IP and user agent. */
export async function audit(
  deps: Pick<Deps, 'db' | 'now'>,
  ctx: Pick<RequestContext, 'ip' | 'userAgent'>,
  kind: AuditKind,
  userId: number | null,
  data: Record<string, unknown> = {},
) {
  const { db, now } = deps;
  await db.insert(auditEvents).values({
    userId,
    kind,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    data,
    createdAt: now(),
  });
}
