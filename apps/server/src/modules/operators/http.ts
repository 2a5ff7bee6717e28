import type { OperatorPermission, OperatorRole } from '@orbit/contract';
import { roleMay } from '@orbit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from './audit.ts';
import type { OperatorRow, OperatorSessionRow } from './repository.ts';
import { OPERATOR_COOKIE, openOperatorSession, operatorOfSession } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in back-office operator (operator routes only; players' requests never look). */
    operator: OperatorRow | null;
    operatorSession: OperatorSessionRow | null;
    /** What the record an operator changes was before, when the handler knows it (the audit log keeps it). */
    auditBefore: unknown;
  }
  interface FastifyContextConfig {
    /** The permission an operator route requires (`operatorRoute`). */
    operatorPermission?: OperatorPermission;
    /** Record reads in the audit log too (exports, a document's file). */
    auditReads?: boolean;
  }
}

/** Resolves the back-office cookie once per request. */
export async function resolveOperator(request: FastifyRequest) {
  if (request.operatorSession) return;
  const token = request.cookies[OPERATOR_COOKIE];
  if (!token) return;
  const found = await operatorOfSession(request.server.deps, token);
  request.operator = found?.operator ?? null;
  request.operatorSession = found?.session ?? null;
}

/** 401 without a back-office session, 403 when the operator's role lacks `permission`. */
export async function requireOperatorPermission(request: FastifyRequest, permission: OperatorPermission) {
  await resolveOperator(request);
  const operator = request.operator;
  if (!operator) throw new HttpError(401, 'unauthorized', 'Sign in to the back office first');
  if (!roleMay(operator.role as OperatorRole, permission)) {
    throw new HttpError(403, 'forbidden', `Your role may not do this (${permission})`);
  }
  return operator;
}

/** Writes the back-office cookie: HttpOnly, same-site only, Secure over HTTPS, scoped to the session. */
export async function startOperatorSession(
  request: FastifyRequest,
  reply: FastifyReply,
  operator: OperatorRow,
) {
  const { deps } = request.server;
  const { session, token } = await openOperatorSession(deps, operator.id, {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  reply.setCookie(OPERATOR_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: deps.config.operatorSessionHours * 3600,
  });
  request.operator = operator;
  request.operatorSession = session;
  return session;
}

export function clearOperatorCookie(reply: FastifyReply) {
  reply.clearCookie(OPERATOR_COOKIE, { path: '/' });
}

const READS = new Set(['GET', 'HEAD']);

/**
 * The audit hook of every operator route (`onSend`, so the entry is written before the answer
 * leaves): every write whatever its outcome, every refusal, and the reads a route marks.
 */
export async function auditOperatorCall(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const config = request.routeOptions.config;
  const refused = reply.statusCode === 403;
  if (READS.has(request.method) && !refused && !config.auditReads) return payload;
  if (!request.operator) return payload;
  await recordAudit(request.server.deps, {
    operator: request.operator,
    action: `${request.method} ${request.routeOptions.url ?? request.url}`,
    permission: config.operatorPermission ?? null,
    target: Object.fromEntries(
      Object.entries((request.params ?? {}) as Record<string, unknown>).map(([key, value]) => [
        key,
        String(value),
      ]),
    ),
    status: reply.statusCode,
    before: request.auditBefore,
    request: READS.has(request.method) ? request.query : request.body,
    answer: payload,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  return payload;
}
