import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export async function listRecentMails(db: Db, limit: number): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}

export async function findLatestMailTo(db: Db, to: string): Promise<OutboxMail | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${to.trim().toLowerCase()}`)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return row;
}
