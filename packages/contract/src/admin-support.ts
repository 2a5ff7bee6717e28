import { z } from 'zod';
import { NotificationMessageInput } from './notifications.ts';
import { OperatorPageNumber, OperatorPageSize } from './operator-paging.ts';
import { AgentName, SupportMessage } from './support.ts';

/**
 * The back office's support screens (docs/back-office.md): the agents' chat inbox with its
 * threads, the agents online, contact messages, the survey's answers, and notifications to a
 * player group. The writes stay those of support.ts and notifications.ts.
 */

/** `true` / `false` in a query string (false when absent). */
const Flag = z
  .enum(['true', 'false'], 'validation.invalid_value')
  .default('false')
  .transform((value) => value === 'true');

/**
 * `GET /api/operator/support/conversations`: conversations waiting for an answer first (player
 * messages the agents have not read), then the newest. `waiting=true`: only those waiting.
 * `agent`: the agent asking, seen online by it.
 */
export const SupportInboxQuery = z.object({
  agent: AgentName.optional(),
  waiting: Flag,
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
});

export const SupportConversationSummary = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  last_message_at: z.string().nullable(),
  /** The newest message's text (a system message's code). */
  last_message: z.string().nullable(),
  /** Player messages no agent has read. */
  unread_count: z.number().int(),
  /** The player was told the answer comes by e-mail too. */
  reply_by_email: z.boolean(),
});
export type SupportConversationSummary = z.infer<typeof SupportConversationSummary>;

export const SupportInboxPage = z.object({
  conversations: z.array(SupportConversationSummary),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
  /** Conversations waiting for an answer, on every page. */
  waiting_count: z.number().int(),
});
export type SupportInboxPage = z.infer<typeof SupportInboxPage>;

/** `GET /api/operator/support/conversations/{id}`: the whole thread, oldest first (read by the agents). */
export const SupportThread = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string().nullable(),
  reply_by_email: z.boolean(),
  messages: z.array(SupportMessage),
});
export type SupportThread = z.infer<typeof SupportThread>;

/** `GET /api/operator/support/agents`: who said they answer, and whether they count as online now. */
export const SupportAgent = z.object({
  name: z.string(),
  /** Said online and seen within the quiet time (15 minutes). */
  online: z.boolean(),
  seen_at: z.string(),
});
export type SupportAgent = z.infer<typeof SupportAgent>;
export const SupportAgents = z.object({ agents: z.array(SupportAgent), agents_online: z.boolean() });
export type SupportAgents = z.infer<typeof SupportAgents>;

/** `PUT /api/operator/support/agents/{name}`'s answer. */
export const SupportAgentPresence = z.object({
  agent: z.string(),
  online: z.boolean(),
  agents_online: z.boolean(),
});

/** `GET /api/operator/support/contact-messages`: newest first; `unanswered=true`: only those not answered. */
export const ContactMessagesQuery = z.object({
  unanswered: Flag,
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
});

export const ContactMessage = z.object({
  id: z.number().int(),
  email: z.string(),
  content: z.string(),
  /** The player who wrote it signed in, if they were. */
  user_id: z.number().int().nullable(),
  locale: z.string(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessagesPage = z.object({
  messages: z.array(ContactMessage),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type ContactMessagesPage = z.infer<typeof ContactMessagesPage>;

/** A survey's results: how many answered, the average score (0–10), the net promoter score (−100…100). */
export const SurveyResults = z.object({
  survey_id: z.string(),
  answers: z.number().int(),
  average_score: z.number().nullable(),
  nps: z.number().int().nullable(),
});
export type SurveyResults = z.infer<typeof SurveyResults>;

/** `GET /api/operator/support/surveys`: every survey that has answers, the latest answered first. */
export const SurveyList = z.object({
  surveys: z.array(SurveyResults.extend({ last_answer_at: z.string() })),
});
export type SurveyList = z.infer<typeof SurveyList>;

/** `GET /api/operator/support/surveys/{survey_id}/answers`: newest first. */
export const SurveyAnswersQuery = z.object({ page: OperatorPageNumber, per_page: OperatorPageSize });

export const SurveyAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string().nullable(),
  score: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswer>;

export const SurveyAnswersPage = z.object({
  answers: z.array(SurveyAnswer),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type SurveyAnswersPage = z.infer<typeof SurveyAnswersPage>;

/**
 * `POST /api/operator/notifications/group`: the personal message of `POST /api/operator/notifications`
 * to every player of a group (numeric group of `/api/info/statuses`), once per idempotency key.
 */
export const GroupNotificationInput = NotificationMessageInput.omit({ user_ids: true }).extend({
  group_id: z.number('validation.integer').int('validation.integer').min(1).max(2_147_483_647),
});
export type GroupNotificationInput = z.infer<typeof GroupNotificationInput>;

/** What a notification call did: stored and sent, or already sent under the same key. */
export const NotificationSendResult = z.object({ sent: z.number().int(), repeated: z.number().int() });
export type NotificationSendResult = z.infer<typeof NotificationSendResult>;
