import type { PlayerSearchQuery } from '@orbit/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { balanceAdjustments, operators, playerNotes, users } from '../../db/schema/index.ts';
import { orderOf } from '../../lib/operator-sort.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type NoteRow = typeof playerNotes.$inferSelect;

export interface OperatorName {
  id: number;
  email: string;
  name: string;
}

/** `%` and `_` (and the escape) taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search's condition: the start of an e-mail or a nickname (lower case, each served by its
 * `text_pattern_ops` index), the start of a phone number's digits, or the id.
 * Postgres answers the OR with a bitmap of those indexes, never a scan of every player.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim().toLowerCase() ?? '';
  if (!text) return undefined;
  const prefix = `${literal(text)}%`;
  const parts: SQL[] = [
    sql`lower(${users.email}) like ${prefix}`,
    sql`lower(${users.nickname}) like ${prefix}`,
  ];
  // A phone as typed (`+1 416-555`): its digits against the index of the stored numbers' digits.
  if (/^\+?[\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3) {
      parts.push(sql`regexp_replace(${users.mobilePhone}, '[^0-9]', '', 'g') like ${`${digits}%`}`);
    }
  }
  if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647) parts.push(eq(users.id, Number(text)));
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The player search's sortable columns (contract `PlayerSearchQuery.sort`); e-mail as its unique index has it. */
const PLAYERS_SORT = {
  id: users.id,
  email: sql`lower(${users.email})`,
  created_at: users.createdAt,
  country: users.country,
};

export async function searchPlayers(
  db: Db,
  q: string | undefined,
  page: { limit: number; offset: number },
  sort: PlayerSearchQuery['sort'] = '-id',
) {
  const where = searchCondition(q);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        nickname: users.nickname,
        firstName: users.firstName,
        lastName: users.lastName,
        mobilePhone: users.mobilePhone,
        country: users.country,
        currency: users.currency,
        createdAt: users.createdAt,
        blockedAt: users.blockedAt,
      })
      .from(users)
      .where(where)
      .orderBy(...orderOf(sort, PLAYERS_SORT, users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export async function findOperatorNames(db: Db, ids: number[]): Promise<Map<number, OperatorName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, email: operators.email, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Blocks a player who is not blocked yet (one statement: parallel blocks block once). Answers the
 * row when it changed, undefined when the player was blocked already (or does not exist).
 */
export async function setBlocked(db: Db, userId: number, values: { at: Date; reason: string; by: number }) {
  const [row] = await db
    .update(users)
    .set({ blockedAt: values.at, blockedReason: values.reason, blockedBy: values.by, updatedAt: values.at })
    .where(and(eq(users.id, userId), isNull(users.blockedAt)))
    .returning({ id: users.id });
  return row;
}

/** Unblocks a blocked player; undefined when they were not blocked. */
export async function clearBlocked(db: Db, userId: number, at: Date) {
  const [row] = await db
    .update(users)
    .set({ blockedAt: null, blockedReason: null, blockedBy: null, updatedAt: at })
    .where(and(eq(users.id, userId), isNotNull(users.blockedAt)))
    .returning({ id: users.id });
  return row;
}

// ------------------------------------------------------------------------------------------ notes

export async function insertNote(db: Db, values: typeof playerNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(playerNotes).values(values).returning();
  return row!;
}

export async function notesPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  const where = eq(playerNotes.userId, userId);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(playerNotes)
      .where(where)
      .orderBy(desc(playerNotes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(playerNotes).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

// ------------------------------------------------------------------------------------ adjustments

/** A new adjustment, or undefined when the requester used this key before (the first one stands). */
export async function insertAdjustment(
  db: Db,
  values: typeof balanceAdjustments.$inferInsert,
): Promise<AdjustmentRow | undefined> {
  const [row] = await db.insert(balanceAdjustments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findAdjustment(db: Db, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id));
  return row;
}

export async function findAdjustmentByKey(db: Db, requestedBy: number, key: string) {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.requestedBy, requestedBy), eq(balanceAdjustments.idempotencyKey, key)));
  return row;
}

/**
 * Moves a pending adjustment to its decision, only if it is still pending (one statement under the
 * row's lock: of two decisions at once, exactly one finds it pending). Undefined: decided already.
 */
export async function decidePending(
  db: Db,
  id: number,
  decision: {
    state: 'applied' | 'rejected' | 'refused';
    decidedBy: number | null;
    at: Date;
    reason?: string | null;
  },
): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .update(balanceAdjustments)
    .set({
      state: decision.state,
      decidedBy: decision.decidedBy,
      decidedAt: decision.at,
      decisionReason: decision.reason ?? null,
    })
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.state, 'pending')))
    .returning();
  return row;
}

export async function setTransaction(db: Db, id: number, transactionId: number) {
  const [row] = await db
    .update(balanceAdjustments)
    .set({ transactionId })
    .where(eq(balanceAdjustments.id, id))
    .returning();
  return row;
}

const playerOfAdjustment = alias(users, 'adjusted_player');

export async function adjustmentsPage(
  db: Db,
  filter: { state?: string; userId?: number },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.state ? eq(balanceAdjustments.state, filter.state) : undefined,
    filter.userId ? eq(balanceAdjustments.userId, filter.userId) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({ adjustment: balanceAdjustments, email: playerOfAdjustment.email })
      .from(balanceAdjustments)
      .innerJoin(playerOfAdjustment, eq(playerOfAdjustment.id, balanceAdjustments.userId))
      .where(where)
      .orderBy(desc(balanceAdjustments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(balanceAdjustments).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}
