import type { AuditEntry, AuditQuery } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { csvOfPages } from '../../lib/csv.ts';
import { type AuditFilter, type AuditRow, insertAudit, type OperatorRow, pageOfAudit } from './repository.ts';

/** Keys whose values never reach the log (passwords, codes, secrets, tokens). */
const SECRET_KEY = /pass(word)?|secret|otp|token|authentication_code|api_key/i;
/** An answer larger than this is recorded by its size only. */
const MAX_KEPT_BYTES = 32 * 1024;

/** A copy of a body with every secret-looking field masked, at any depth. */
export function masked(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '***' : masked(item, depth + 1)]),
  );
}

/** The answer as the log keeps it: JSON read back (secrets masked), else its size. */
function answerOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload === undefined || payload === null ? null : { binary: true };
  if (payload.length > MAX_KEPT_BYTES) return { bytes: payload.length };
  try {
    return masked(JSON.parse(payload));
  } catch {
    return { bytes: payload.length };
  }
}

export interface AuditFact {
  operator: Pick<OperatorRow, 'id' | 'email'>;
  action: string;
  permission: string | null;
  target: Record<string, string>;
  status: number;
  before?: unknown;
  request?: unknown;
  answer?: unknown;
  ip: string | null;
  userAgent: string | null;
}

export const outcomeOf = (status: number): AuditRow['outcome'] =>
  status >= 200 && status < 300 ? 'done' : status === 403 ? 'refused' : 'failed';

/** Appends one entry (the table refuses updates and deletes). */
export async function recordAudit(deps: Pick<Deps, 'db' | 'now'>, fact: AuditFact) {
  await insertAudit(deps.db, {
    at: deps.now(),
    operatorId: fact.operator.id,
    operatorEmail: fact.operator.email,
    action: fact.action,
    permission: fact.permission,
    target: fact.target,
    status: fact.status,
    outcome: outcomeOf(fact.status),
    before: fact.before === undefined ? null : masked(fact.before),
    request: fact.request === undefined ? null : masked(fact.request),
    after: fact.answer === undefined ? null : answerOf(fact.answer),
    ip: fact.ip,
    userAgent: fact.userAgent,
  });
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operator: row.operatorId === null ? null : { id: row.operatorId, email: row.operatorEmail ?? '' },
    action: row.action,
    permission: row.permission,
    target: row.target,
    status: row.status,
    outcome: row.outcome,
    before: row.before ?? null,
    request: row.request ?? null,
    after: row.after ?? null,
    ip: row.ip,
    user_agent: row.userAgent,
  };
}

const filterOf = (query: AuditQuery): AuditFilter => ({
  operatorId: query.operator_id,
  outcome: query.outcome,
  action: query.action,
  from: query.from === undefined ? undefined : new Date(query.from),
  to: query.to === undefined ? undefined : new Date(query.to),
});

export async function auditPage(deps: Pick<Deps, 'db'>, query: AuditQuery) {
  const { rows, total } = await pageOfAudit(deps.db, filterOf(query), query.page, query.per_page, query.sort);
  return { entries: rows.map(entryOf), page: query.page, per_page: query.per_page, total_count: total };
}

/** Every matching entry as CSV, in pages so a long log never sits in memory at once. */
export function auditCsv(deps: Pick<Deps, 'db'>, query: AuditQuery): AsyncGenerator<string> {
  const filter = filterOf(query);
  return csvOfPages(
    [
      'id',
      'at',
      'operator',
      'action',
      'permission',
      'target',
      'status',
      'outcome',
      'before',
      'request',
      'after',
      'ip',
      'user_agent',
    ],
    async (page, perPage) =>
      (await pageOfAudit(deps.db, filter, page, perPage, query.sort)).rows.map(entryOf),
    (e) => [
      e.id,
      e.at,
      e.operator?.email ?? '',
      e.action,
      e.permission ?? '',
      JSON.stringify(e.target),
      e.status,
      e.outcome,
      e.before === null ? '' : JSON.stringify(e.before),
      e.request === null ? '' : JSON.stringify(e.request),
      e.after === null ? '' : JSON.stringify(e.after),
      e.ip ?? '',
      e.user_agent ?? '',
    ],
  );
}
