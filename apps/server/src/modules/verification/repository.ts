import type { OperatorDocumentsQuery } from '@orbit/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sowQuestionnaires, users, verificationDocuments } from '../../db/schema/index.ts';
import { orderOf } from '../../lib/operator-sort.ts';

/**
 * The documents, the questionnaire's answers, and the two columns of a player this module keeps:
 * `users.verified` and `users.sow_questionnaire_expires_at`.
 */

export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type DocumentInsert = typeof verificationDocuments.$inferInsert;
export type SowRow = typeof sowQuestionnaires.$inferSelect;

export async function listDocuments(db: Db, userId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.userId, userId))
    .orderBy(desc(verificationDocuments.id));
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  return row;
}

export async function countPending(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.userId, userId), eq(verificationDocuments.state, 'pending')));
  return Number(row?.n ?? 0);
}

/** A document of the player with this content and kind that is waiting or approved (a resend). */
export async function findSameFile(db: Db, userId: number, kind: string, sha256: string) {
  const [row] = await db
    .select({ id: verificationDocuments.id })
    .from(verificationDocuments)
    .where(
      and(
        eq(verificationDocuments.userId, userId),
        eq(verificationDocuments.kind, kind),
        eq(verificationDocuments.sha256, sha256),
        inArray(verificationDocuments.state, ['pending', 'approved']),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDocument(db: Db, row: DocumentInsert): Promise<DocumentRow> {
  const [created] = await db.insert(verificationDocuments).values(row).returning();
  return created!;
}

/** Deletes a pending document of the player: the row deleted, or nothing when it is not theirs or not pending. */
export async function deletePending(db: Db, userId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(verificationDocuments)
    .where(
      and(
        eq(verificationDocuments.id, id),
        eq(verificationDocuments.userId, userId),
        eq(verificationDocuments.state, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Decides a pending document: the row decided, or nothing when it was decided already. */
export async function decidePending(
  db: Db,
  id: number,
  state: 'approved' | 'rejected',
  reason: string | null,
  at: Date,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(verificationDocuments)
    .set({ state, rejectionReason: reason, reviewedAt: at })
    .where(and(eq(verificationDocuments.id, id), eq(verificationDocuments.state, 'pending')))
    .returning();
  return row;
}

/** The review queue with each player's e-mail: oldest first, optionally of one state or player; and how many there are. */
/** The review list's sortable columns (contract `OperatorDocumentsQuery.sort`). */
const DOCUMENTS_SORT = {
  id: verificationDocuments.id,
  created_at: verificationDocuments.createdAt,
  user_id: verificationDocuments.userId,
};

export async function pageDocuments(
  db: Db,
  filter: { state?: string; userId?: number },
  page: number,
  perPage: number,
  sort: OperatorDocumentsQuery['sort'] = 'id',
): Promise<{ rows: Array<{ document: DocumentRow; email: string }>; total: number }> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(verificationDocuments.state, filter.state));
  if (filter.userId) conditions.push(eq(verificationDocuments.userId, filter.userId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ document: verificationDocuments, email: users.email })
      .from(verificationDocuments)
      .innerJoin(users, eq(users.id, verificationDocuments.userId))
      .where(where)
      .orderBy(...orderOf(sort, DOCUMENTS_SORT, verificationDocuments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(verificationDocuments).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The kinds of which the player has an approved document. */
export async function approvedKinds(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ kind: verificationDocuments.kind })
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.userId, userId), eq(verificationDocuments.state, 'approved')));
  return new Set(rows.map((row) => row.kind));
}

/**
 * The player's verification columns, locked for the transaction: decisions and answers about one
 * player take turns, so two approvals at once both see each other.
 */
export async function lockPlayer(db: Db, userId: number) {
  const [row] = await db.select(PLAYER_COLUMNS).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

const PLAYER_COLUMNS = {
  id: users.id,
  verified: users.verified,
  sowQuestionnaireExpiresAt: users.sowQuestionnaireExpiresAt,
};

/** The player's verification columns as stored now (the session's copy may predate a decision). */
export async function findPlayerState(db: Db, userId: number) {
  const [row] = await db.select(PLAYER_COLUMNS).from(users).where(eq(users.id, userId));
  return row;
}

export async function setVerified(db: Db, userId: number, at: Date) {
  await db.update(users).set({ verified: true, updatedAt: at }).where(eq(users.id, userId));
}

export async function setSowDeadline(db: Db, userId: number, until: Date | null, at: Date) {
  await db.update(users).set({ sowQuestionnaireExpiresAt: until, updatedAt: at }).where(eq(users.id, userId));
}

export async function insertSowAnswers(db: Db, row: typeof sowQuestionnaires.$inferInsert): Promise<SowRow> {
  const [created] = await db.insert(sowQuestionnaires).values(row).returning();
  return created!;
}

export async function latestSowAnswers(db: Db, userId: number): Promise<SowRow | undefined> {
  const [row] = await db
    .select()
    .from(sowQuestionnaires)
    .where(eq(sowQuestionnaires.userId, userId))
    .orderBy(desc(sowQuestionnaires.id))
    .limit(1);
  return row;
}
