import { z } from 'zod';
import { Email, requiredString } from './auth.ts';

/**
 * Support: Orbit's own chat between a player and the casino's agents, the contact form for
 * everyone, the restore id of a chat widget, and the short survey of `survey-config`.
 */

/** Longest chat message a player or an agent may send. */
export const SUPPORT_MESSAGE_MAX = 2000;
/** Longest contact message. */
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * Live chat (status 545 writable, spec 1 §1): agents answer while the player waits, a VIP talks
 * to their manager. Customer chat otherwise: the team answers later, in the chat and by e-mail.
 */
export const SUPPORT_MODES = ['live', 'customer'] as const;
export type SupportMode = (typeof SUPPORT_MODES)[number];

/** A sender's own id of one message: a retried send with the same key is not sent twice. */
const SendKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/);

export const SupportMessage = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'agent', 'system']),
  /** The agent's name (agent messages). */
  agent_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

/** `GET /api/support/chat`: the player's conversation (the newest 100 messages, oldest first). */
export const SupportChat = z.object({
  mode: z.enum(SUPPORT_MODES),
  /** Whether an agent is online now: when not, the answer also comes by e-mail. */
  agents_online: z.boolean(),
  /** The VIP's own manager, who answers them in the live chat. */
  manager_name: z.string().nullable(),
  messages: z.array(SupportMessage),
  /** Agent messages the player has not read. */
  unread_count: z.number().int(),
});
export type SupportChat = z.infer<typeof SupportChat>;

/** `POST /api/support/chat/messages`: once per `key` (a retried send is not sent twice). */
export const SupportMessageInput = z.strictObject({
  body: requiredString(SUPPORT_MESSAGE_MAX).trim().min(1, 'validation.required'),
  key: SendKey,
});
export type SupportMessageInput = z.infer<typeof SupportMessageInput>;

/** The `support` channel: a new message of the player's conversation, and the unread count after it. */
export const SupportEvent = z.object({ message: SupportMessage, unread_count: z.number().int() });
export type SupportEvent = z.infer<typeof SupportEvent>;

/** `POST /api/send_contact_message` (spec 2 §7): `{contact: {email, content}}`. */
export const ContactMessageInput = z.strictObject({
  contact: z.strictObject({
    email: Email,
    content: requiredString(CONTACT_MESSAGE_MAX * 2)
      .trim()
      .min(10, 'validation.too_short')
      .max(CONTACT_MESSAGE_MAX, 'validation.too_long'),
  }),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

// ---------------------------------------------------------------- restore id (`/restore-id/get|set`)

/** A chat widget's id of the player's conversation: letters, digits, `-` and `_`. */
const RestoreId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w-]+$/);
const InternalId = z.union([z.string().max(20), z.number().int()]).transform(String);

/** `POST /restore-id/get` (the newer client's `/api-fe/restore-id/get`). */
export const RestoreIdGetInput = z.object({
  data: z.object({ internalId: InternalId, project: z.string().max(100).optional() }),
  requestId: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
});
export const RestoreIdSetInput = z.object({
  data: z.object({ restoreId: RestoreId, internalId: InternalId, project: z.string().max(100).optional() }),
  requestId: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
});
export const RestoreIdResponse = z.object({ data: z.object({ restoreId: z.string() }) });

// ---------------------------------------------------------------- the survey (`survey-config`)

/** `GET /api/support/survey/{survey_id}`: whether the player still has it to answer. */
export const SurveyState = z.object({ survey_id: z.string(), answered: z.boolean() });
export type SurveyState = z.infer<typeof SurveyState>;

/** `POST /api/support/survey`: Orbit's own short survey, a 0–10 score and an optional comment. */
export const SurveyAnswerInput = z.strictObject({
  survey_id: z.string().min(1).max(100),
  collector_id: z.string().min(1).max(100),
  score: z.number().int().min(0).max(10),
  comment: z.string().trim().max(1000, 'validation.too_long').optional(),
});
export type SurveyAnswerInput = z.infer<typeof SurveyAnswerInput>;

// ---------------------------------------------------------------- the agents' operator API

export const AgentName = z.string().trim().min(1).max(60);

/** `PUT /api/operator/support/agents/{name}`: an agent comes online or leaves. */
export const AgentPresenceInput = z.strictObject({ online: z.boolean() });

/** `POST /api/operator/support/conversations/{id}/messages`: an agent's answer, once per `key`. */
export const AgentMessageInput = z.strictObject({
  agent: AgentName,
  body: requiredString(SUPPORT_MESSAGE_MAX).trim().min(1, 'validation.required'),
  key: SendKey,
});
export type AgentMessageInput = z.infer<typeof AgentMessageInput>;

/** `POST /api/operator/support/contact-messages/{id}/reply`: answered by e-mail, once. */
export const ContactReplyInput = z.strictObject({
  agent: AgentName,
  body: requiredString(CONTACT_MESSAGE_MAX).trim().min(1, 'validation.required'),
});
