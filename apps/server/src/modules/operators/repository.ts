import type { AuditQuery, OperatorsQuery } from '@orbit/contract';
import { and, count, eq, gte, ilike, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorAudit, operatorSessions, operators } from '../../db/schema/index.ts';
import { orderOf } from '../../lib/operator-sort.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type AuditRow = typeof operatorAudit.$inferSelect;

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email.toLowerCase()));
  return row;
}

export async function findOperator(db: Db, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export async function findOperatorBySetupToken(db: Db, tokenHash: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.setupTokenHash, tokenHash));
  return row;
}

/** A new operator, or undefined when the address is taken (one statement: twenty at once make one). */
export async function insertOperator(
  db: Db,
  values: typeof operators.$inferInsert,
): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateOperator(db: Db, id: number, values: Partial<typeof operators.$inferInsert>) {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  return row;
}

/**
 * Uses a setup token once: the password and TOTP secret are set only if the token is still the
 * operator's and unexpired (two tabs submitting at once: one wins, the other finds no token).
 */
export async function completeSetupOnce(
  db: Db,
  id: number,
  tokenHash: string,
  at: Date,
  values: { passwordHash: string; otpSecret: string; otpLastStep: number },
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .update(operators)
    .set({ ...values, setupTokenHash: null, setupExpiresAt: null, failedSignIns: 0, lockedUntil: null })
    .where(
      and(eq(operators.id, id), eq(operators.setupTokenHash, tokenHash), gte(operators.setupExpiresAt, at)),
    )
    .returning();
  return row;
}

/**
 * Counts a wrong sign-in in one statement (parallel guesses each count): reaching `max` locks the
 * operator until `lockUntil` and starts the count again.
 */
export async function countFailedSignIn(db: Db, id: number, max: number, lockUntil: Date) {
  const reached = sql`${operators.failedSignIns} + 1 >= ${max}`;
  await db
    .update(operators)
    .set({
      failedSignIns: sql`case when ${reached} then 0 else ${operators.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, id));
}

/**
 * Accepts a TOTP step only if it is after the last one accepted (one statement: the same code sent
 * twice at once signs in once).
 */
export async function acceptOtpStep(db: Db, id: number, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ otpLastStep: step, failedSignIns: 0, lastSignInAt: at })
    .where(
      and(
        eq(operators.id, id),
        sql`(${operators.otpLastStep} is null or ${operators.otpLastStep} < ${step})`,
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** The operators list's sortable columns (contract `OperatorsQuery.sort`). */
const OPERATORS_SORT = {
  id: operators.id,
  name: sql`lower(${operators.name})`,
  email: sql`lower(${operators.email})`,
  role: operators.role,
  last_sign_in_at: operators.lastSignInAt,
};

export async function listOperators(db: Db, sort: OperatorsQuery['sort'] = 'id'): Promise<OperatorRow[]> {
  return db
    .select()
    .from(operators)
    .orderBy(...orderOf(sort, OPERATORS_SORT, operators.id));
}

export async function insertOperatorSession(db: Db, values: typeof operatorSessions.$inferInsert) {
  const [row] = await db.insert(operatorSessions).values(values).returning();
  if (!row) throw new Error('operator session not stored');
  return row;
}

export async function findLiveOperatorSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
  return row;
}

export async function touchOperatorSession(db: Db, id: number, at: Date) {
  await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, id));
}

export async function revokeOperatorSession(db: Db, id: number, at: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of an operator (disabled, role changed, new setup link). */
export async function revokeOperatorSessions(db: Db, operatorId: number, at: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export async function insertAudit(db: Db, values: typeof operatorAudit.$inferInsert) {
  await db.insert(operatorAudit).values(values);
}

export interface AuditFilter {
  operatorId?: number;
  outcome?: AuditRow['outcome'];
  action?: string;
  from?: Date;
  to?: Date;
}

function auditWhere(filter: AuditFilter) {
  const escaped = filter.action?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    filter.operatorId === undefined ? undefined : eq(operatorAudit.operatorId, filter.operatorId),
    filter.outcome === undefined ? undefined : eq(operatorAudit.outcome, filter.outcome),
    escaped === undefined ? undefined : ilike(operatorAudit.action, `%${escaped}%`),
    filter.from === undefined ? undefined : gte(operatorAudit.at, filter.from),
    filter.to === undefined ? undefined : lt(operatorAudit.at, filter.to),
  );
}

/** The newest entries first, one page of them, and how many match. */
/** The audit log's sortable columns (contract `AuditQuery.sort`). */
const AUDIT_SORT = { at: operatorAudit.at, action: operatorAudit.action };

export async function pageOfAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
  perPage: number,
  sort: AuditQuery['sort'] = '-at',
) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(...orderOf(sort, AUDIT_SORT, operatorAudit.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(operatorAudit).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
