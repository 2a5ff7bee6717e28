import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { users } from './users.ts';

/**
 * A player's one support conversation: it persists, so any device the player signs in on
 * continues it. `player_read_id` and `agent_read_id` are the last message each side has read.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A chat widget's id of this conversation (`/restore-id/get|set`). */
    restoreId: text('restore_id'),
    playerReadId: integer('player_read_id').notNull().default(0),
    agentReadId: integer('agent_read_id').notNull().default(0),
    /** The player wrote while no agent was online: the answers go by e-mail too. */
    replyByEmail: boolean('reply_by_email').notNull().default(false),
    lastMessageAt: tz('last_message_at'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_idx').on(t.userId),
    // The agents' inbox: the conversations with the newest messages first.
    index('support_conversations_last_idx').on(t.lastMessageAt),
  ],
);

/** A message of a conversation, sent once per `send_key` (a retried send is not sent twice). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** player | agent | system */
    author: text('author').notNull(),
    agentName: text('agent_name'),
    body: text('body').notNull(),
    sendKey: text('send_key'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('support_messages_key_idx')
      .on(t.conversationId, t.sendKey)
      .where(sql`${t.sendKey} is not null`),
  ],
);

/** The agents and when each last said they were online (an agent is online until they leave or go quiet). */
export const supportAgents = pgTable('support_agents', {
  name: text('name').primaryKey(),
  online: boolean('online').notNull().default(false),
  seenAt: tz('seen_at').notNull(),
});

/** `POST /api/send_contact_message`: a message from anyone, answered once by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    /** The signed-in player who sent it, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    answeredBy: text('answered_by'),
    answeredAt: tz('answered_at'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** A player's answer to a survey of `survey-config`: one per player and survey. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id').notNull(),
    collectorId: text('collector_id').notNull(),
    score: smallint('score').notNull(),
    comment: text('comment'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('survey_answers_user_survey_idx').on(t.userId, t.surveyId)],
);
