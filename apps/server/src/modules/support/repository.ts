import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  supportAgents,
  supportConversations,
  supportMessages,
  surveyAnswers,
  users,
} from '../../db/schema/index.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewSupportMessage = Omit<typeof supportMessages.$inferInsert, 'id'>;

/** The player's conversation, made on first use (two first uses at once make one). */
export async function conversationOf(db: Db, userId: number, at: Date): Promise<ConversationRow> {
  await db.insert(supportConversations).values({ userId, createdAt: at }).onConflictDoNothing();
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  return row!;
}

export async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row;
}

/**
 * Adds a message once per send key: a repeat answers the message the first send made, with
 * `created: false`. The conversation's last-message time moves with it.
 */
export async function addMessage(
  db: Db,
  message: NewSupportMessage,
): Promise<{ row: SupportMessageRow; created: boolean }> {
  const [inserted] = await db.insert(supportMessages).values(message).onConflictDoNothing().returning();
  if (inserted) {
    await db
      .update(supportConversations)
      .set({ lastMessageAt: message.createdAt })
      .where(eq(supportConversations.id, message.conversationId));
    return { row: inserted, created: true };
  }
  const [repeated] = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, message.conversationId),
        eq(supportMessages.sendKey, message.sendKey ?? ''),
      ),
    );
  return { row: repeated!, created: false };
}

/** The newest `limit` messages, oldest first. */
export async function latestMessages(db: Db, conversationId: number, limit: number) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Messages of `author` after the reader's last read one. */
export async function countUnreadFrom(db: Db, conversationId: number, author: string, afterId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, author),
        gt(supportMessages.id, afterId),
      ),
    );
  return row?.n ?? 0;
}

/** Marks the conversation read up to `messageId` by one side (never backwards). */
export async function markReadUpTo(
  db: Db,
  conversationId: number,
  side: 'player' | 'agent',
  messageId: number,
) {
  const column = side === 'player' ? supportConversations.playerReadId : supportConversations.agentReadId;
  await db
    .update(supportConversations)
    .set(
      side === 'player'
        ? { playerReadId: sql`greatest(${column}, ${messageId})` }
        : { agentReadId: sql`greatest(${column}, ${messageId})` },
    )
    .where(eq(supportConversations.id, conversationId));
}

/** The newest message id of a conversation (0 when empty). */
export async function lastMessageId(db: Db, conversationId: number) {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${supportMessages.id}), 0)`.mapWith(Number) })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId));
  return row?.id ?? 0;
}

/** Sets or clears the e-mail flag; true only for the one call that changed it (race-free). */
export async function flipReplyByEmail(db: Db, conversationId: number, to: boolean) {
  const changed = await db
    .update(supportConversations)
    .set({ replyByEmail: to })
    .where(and(eq(supportConversations.id, conversationId), eq(supportConversations.replyByEmail, !to)))
    .returning({ id: supportConversations.id });
  return changed.length > 0;
}

/** The conversation's restore id, made once (two first asks at once agree on one). */
export async function ensureRestoreId(db: Db, conversationId: number, fresh: string) {
  await db
    .update(supportConversations)
    .set({ restoreId: fresh })
    .where(and(eq(supportConversations.id, conversationId), isNull(supportConversations.restoreId)));
  const row = await findConversation(db, conversationId);
  return row!.restoreId!;
}

export async function setRestoreId(db: Db, conversationId: number, restoreId: string) {
  await db.update(supportConversations).set({ restoreId }).where(eq(supportConversations.id, conversationId));
}

// ---------------------------------------------------------------- the agents

export async function setAgentPresence(db: Db, name: string, online: boolean, at: Date) {
  await db
    .insert(supportAgents)
    .values({ name, online, seenAt: at })
    .onConflictDoUpdate({ target: supportAgents.name, set: { online, seenAt: at } });
}

/** Agents who said they are online and were seen since `since`. */
export async function countAgentsOnline(db: Db, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(supportAgents)
    .where(and(eq(supportAgents.online, true), gt(supportAgents.seenAt, since)));
  return row?.n ?? 0;
}

/** Player messages of the conversation that no agent has read. */
const unreadByAgents = sql<number>`(select count(*) from ${supportMessages} m
    where m.conversation_id = ${supportConversations.id} and m.author = 'player'
      and m.id > ${supportConversations.agentReadId})`.mapWith(Number);

/** Conversations that have messages (and, `waitingOnly`, player messages no agent has read). */
const inboxWhere = (waitingOnly: boolean) =>
  and(
    sql`${supportConversations.lastMessageAt} is not null`,
    waitingOnly ? sql`${unreadByAgents} > 0` : undefined,
  );

/**
 * The agents' inbox: conversations waiting for an answer (player messages the agents have not
 * read) first, then the newest message first; with what the agents have not read.
 */
export async function inbox(db: Db, options: { waitingOnly: boolean; limit: number; offset: number }) {
  const lastBody = sql<string | null>`(select m.body from ${supportMessages} m
    where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`;
  return db
    .select({
      id: supportConversations.id,
      userId: supportConversations.userId,
      email: users.email,
      lastMessageAt: supportConversations.lastMessageAt,
      replyByEmail: supportConversations.replyByEmail,
      unread: unreadByAgents,
      lastBody,
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(inboxWhere(options.waitingOnly))
    .orderBy(
      desc(sql`(${unreadByAgents} > 0)`),
      desc(supportConversations.lastMessageAt),
      desc(supportConversations.id),
    )
    .limit(options.limit)
    .offset(options.offset);
}

/** How many conversations the inbox lists, and how many of them wait for an answer. */
export async function inboxCounts(db: Db, waitingOnly: boolean) {
  const [row] = await db
    .select({
      total: count(),
      waiting: sql<number>`count(*) filter (where ${unreadByAgents} > 0)`.mapWith(Number),
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(inboxWhere(waitingOnly));
  return { total: row?.total ?? 0, waiting: row?.waiting ?? 0 };
}

/** The agents who ever said they answer, the last seen first. */
export async function listAgents(db: Db, limit: number) {
  return db.select().from(supportAgents).orderBy(desc(supportAgents.seenAt)).limit(limit);
}

export async function allMessages(db: Db, conversationId: number) {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(asc(supportMessages.id));
}

// ---------------------------------------------------------------- contact messages

export async function insertContactMessage(db: Db, row: Omit<typeof contactMessages.$inferInsert, 'id'>) {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return inserted!.id;
}

const contactWhere = (unansweredOnly: boolean) =>
  unansweredOnly ? isNull(contactMessages.answeredAt) : undefined;

export async function countContactMessages(db: Db, unansweredOnly: boolean) {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(contactWhere(unansweredOnly));
  return row?.n ?? 0;
}

export async function listContactMessages(
  db: Db,
  options: { unansweredOnly: boolean; limit: number; offset: number },
) {
  return db
    .select()
    .from(contactMessages)
    .where(contactWhere(options.unansweredOnly))
    .orderBy(desc(contactMessages.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Marks the message answered: the row for the one call that did, none for a repeat or an unknown id. */
export async function claimContactReply(db: Db, id: number, agent: string, at: Date) {
  const [row] = await db
    .update(contactMessages)
    .set({ answeredBy: agent, answeredAt: at })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.answeredAt)))
    .returning();
  return row;
}

export async function contactMessageExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row !== undefined;
}

// ---------------------------------------------------------------- the survey

/** Stores the player's answer once: false when they had already answered this survey. */
export async function insertSurveyAnswer(db: Db, row: Omit<typeof surveyAnswers.$inferInsert, 'id'>) {
  const inserted = await db
    .insert(surveyAnswers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: surveyAnswers.id });
  return inserted.length > 0;
}

export async function hasAnswered(db: Db, userId: number, surveyId: string) {
  const [row] = await db
    .select({ id: surveyAnswers.id })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.userId, userId), eq(surveyAnswers.surveyId, surveyId)));
  return row !== undefined;
}

/** A survey's answers: how many, the average score, and the net promoter score's parts. */
export async function surveySummary(db: Db, surveyId: string) {
  const [row] = await db
    .select({
      answers: count(),
      average: sql<number | null>`avg(${surveyAnswers.score})::float8`,
      promoters: sql<number>`count(*) filter (where ${surveyAnswers.score} >= 9)`.mapWith(Number),
      detractors: sql<number>`count(*) filter (where ${surveyAnswers.score} <= 6)`.mapWith(Number),
    })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.surveyId, surveyId));
  return row!;
}

/** Every survey that has answers, with its summary's parts; the latest answered first. */
export async function listSurveys(db: Db, limit: number) {
  return db
    .select({
      surveyId: surveyAnswers.surveyId,
      answers: count(),
      average: sql<number | null>`avg(${surveyAnswers.score})::float8`,
      promoters: sql<number>`count(*) filter (where ${surveyAnswers.score} >= 9)`.mapWith(Number),
      detractors: sql<number>`count(*) filter (where ${surveyAnswers.score} <= 6)`.mapWith(Number),
      lastAnswerAt: sql<Date>`max(${surveyAnswers.createdAt})`.mapWith(surveyAnswers.createdAt),
    })
    .from(surveyAnswers)
    .groupBy(surveyAnswers.surveyId)
    .orderBy(desc(sql`max(${surveyAnswers.createdAt})`), asc(surveyAnswers.surveyId))
    .limit(limit);
}

/** A survey's answers with the player's e-mail, newest first. */
export async function listSurveyAnswers(
  db: Db,
  surveyId: string,
  options: { limit: number; offset: number },
) {
  return db
    .select({
      id: surveyAnswers.id,
      userId: surveyAnswers.userId,
      email: users.email,
      score: surveyAnswers.score,
      comment: surveyAnswers.comment,
      createdAt: surveyAnswers.createdAt,
    })
    .from(surveyAnswers)
    .leftJoin(users, eq(users.id, surveyAnswers.userId))
    .where(eq(surveyAnswers.surveyId, surveyId))
    .orderBy(desc(surveyAnswers.id))
    .limit(options.limit)
    .offset(options.offset);
}
