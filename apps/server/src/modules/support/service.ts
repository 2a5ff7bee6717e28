import {
  type AgentMessageInput,
  CHANNEL,
  type ContactMessageInput,
  type ContactMessagesPage,
  type SupportAgents,
  type SupportChat,
  type SupportInboxPage,
  type SupportMessage,
  type SupportMessageInput,
  type SupportMode,
  type SupportThread,
  type SurveyAnswerInput,
  type SurveyAnswersPage,
  type SurveyList,
  type SurveyResults,
} from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/context.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import { frontendConfigValue, managerFor } from '../config/service.ts';
import { statusesInfo } from '../info/service.ts';
import { notifyLater } from '../notifications/service.ts';
import { playerGroupIds, playersByIds } from '../player/service.ts';
import { agentReplyMail, contactReplyMail } from './mails.ts';
import {
  addMessage,
  allMessages,
  claimContactReply,
  contactMessageExists,
  conversationOf,
  countAgentsOnline,
  countContactMessages,
  countUnreadFrom,
  ensureRestoreId,
  findConversation,
  flipReplyByEmail,
  hasAnswered,
  inbox,
  inboxCounts,
  insertContactMessage,
  insertSurveyAnswer,
  lastMessageId,
  latestMessages,
  listAgents,
  listContactMessages,
  listSurveyAnswers,
  listSurveys,
  markReadUpTo,
  type SupportMessageRow,
  setAgentPresence,
  setRestoreId,
  surveySummary,
} from './repository.ts';

/** The agents list shows this many, the last seen first. */
const LISTED_AGENTS = 100;
/** The surveys list shows this many, the latest answered first. */
const LISTED_SURVEYS = 100;

/** The chat shows this many of the newest messages. */
export const SHOWN_MESSAGES = 100;
/** An agent who said they are online but has not been seen for this long counts as away. */
export const AGENT_QUIET_MS = 15 * 60 * 1000;
/** The system message's code when the answer will also come by e-mail (the browser words it). */
export const ANSWER_BY_EMAIL = 'answer_by_email';
/** Where a support notification's button leads: the chat, over the lobby. */
export const CHAT_PATH = '/#chat';

/** Live chat when the operator's status 545 is writable (spec 1 §1), the customer chat otherwise. */
export async function chatMode(deps: Deps): Promise<SupportMode> {
  const live = (await statusesInfo(deps)).some((status) => status.id === '545' && status.writable);
  return live ? 'live' : 'customer';
}

async function agentsOnline(deps: Deps) {
  return (await countAgentsOnline(deps.db, new Date(deps.now().getTime() - AGENT_QUIET_MS))) > 0;
}

function presentMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    author: row.author as SupportMessage['author'],
    agent_name: row.agentName,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}

async function playerUnread(deps: Deps, conversationId: number) {
  const conversation = await findConversation(deps.db, conversationId);
  return countUnreadFrom(deps.db, conversationId, 'agent', conversation?.playerReadId ?? 0);
}

/** Sends a new message of the conversation to the player's open pages, with the unread count after it. */
async function publish(deps: Deps, userId: number, conversationId: number, row: SupportMessageRow) {
  deps.realtime.publishToPlayer(userId, CHANNEL.support, {
    message: presentMessage(row),
    unread_count: await playerUnread(deps, conversationId),
  });
}

/** `GET /api/support/chat`: the mode, who answers, the newest messages and the unread count. */
export async function chatFor(deps: Deps, user: UserRow): Promise<SupportChat> {
  const conversation = await conversationOf(deps.db, user.id, deps.now());
  const mode = await chatMode(deps);
  const [online, manager, rows, unread] = await Promise.all([
    mode === 'live' ? agentsOnline(deps) : false,
    mode === 'live' ? managerFor(deps, await playerGroupIds(deps, user.id)) : null,
    latestMessages(deps.db, conversation.id, SHOWN_MESSAGES),
    countUnreadFrom(deps.db, conversation.id, 'agent', conversation.playerReadId),
  ]);
  return {
    mode,
    agents_online: online,
    manager_name: manager?.managerName ?? null,
    messages: rows.map(presentMessage),
    unread_count: unread,
  };
}

/**
 * `POST /api/support/chat/messages`: the player's message, once per key. When nobody can answer
 * now (the customer chat, or no agent online) the chat says the answer comes by e-mail too, once
 * until an agent has answered.
 */
export async function sendPlayerMessage(deps: Deps, user: UserRow, input: SupportMessageInput) {
  const at = deps.now();
  const conversation = await conversationOf(deps.db, user.id, at);
  const { row, created } = await addMessage(deps.db, {
    conversationId: conversation.id,
    author: 'player',
    body: input.body,
    sendKey: input.key,
    createdAt: at,
  });
  if (!created) return { message: presentMessage(row) };
  await markReadUpTo(deps.db, conversation.id, 'player', row.id);
  await publish(deps, user.id, conversation.id, row);
  const answeredLater = (await chatMode(deps)) === 'customer' || !(await agentsOnline(deps));
  if (answeredLater && (await flipReplyByEmail(deps.db, conversation.id, true))) {
    const notice = await addMessage(deps.db, {
      conversationId: conversation.id,
      author: 'system',
      body: ANSWER_BY_EMAIL,
      createdAt: at,
    });
    await publish(deps, user.id, conversation.id, notice.row);
  }
  return { message: presentMessage(row) };
}

/** `POST /api/support/chat/read`: everything read; the unread count is 0 after it. */
export async function readChat(deps: Deps, user: UserRow) {
  const conversation = await conversationOf(deps.db, user.id, deps.now());
  await markReadUpTo(deps.db, conversation.id, 'player', await lastMessageId(deps.db, conversation.id));
  return { unread_count: 0 };
}

// ---------------------------------------------------------------- restore id

function ownConversationOnly(user: UserRow, internalId: string) {
  if (internalId !== String(user.id)) throw new HttpError(403, 'not_your_conversation');
}

/** `POST /restore-id/get`: the chat widget's id of the player's conversation, made on first ask. */
export async function restoreIdGet(deps: Deps, user: UserRow, internalId: string) {
  ownConversationOnly(user, internalId);
  const conversation = await conversationOf(deps.db, user.id, deps.now());
  return { data: { restoreId: await ensureRestoreId(deps.db, conversation.id, randomToken()) } };
}

/** `POST /restore-id/set`: a chat widget's own id of the conversation, kept for the player's other devices. */
export async function restoreIdSet(deps: Deps, user: UserRow, internalId: string, restoreId: string) {
  ownConversationOnly(user, internalId);
  const conversation = await conversationOf(deps.db, user.id, deps.now());
  await setRestoreId(deps.db, conversation.id, restoreId);
  return { data: { restoreId } };
}

// ---------------------------------------------------------------- the agents (operator API)

export async function agentPresence(deps: Deps, name: string, online: boolean) {
  await setAgentPresence(deps.db, name, online, deps.now());
  return { agent: name, online, agents_online: await agentsOnline(deps) };
}

/** The rows of a 1-based page of the agents' lists. */
const rowsOfPage = ({ page, perPage }: { page: number; perPage: number }) => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});

/**
 * The inbox: conversations waiting for an answer first, then the newest; an agent named by
 * `agent` is seen (still online) by asking.
 */
export async function agentInbox(
  deps: Deps,
  options: { agent?: string | undefined; waiting: boolean; page: number; perPage: number },
): Promise<SupportInboxPage> {
  if (options.agent) await setAgentPresence(deps.db, options.agent, true, deps.now());
  const [rows, counts] = await Promise.all([
    inbox(deps.db, { waitingOnly: options.waiting, ...rowsOfPage(options) }),
    inboxCounts(deps.db, options.waiting),
  ]);
  return {
    conversations: rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      email: row.email,
      last_message_at: row.lastMessageAt?.toISOString() ?? null,
      last_message: row.lastBody,
      unread_count: row.unread,
      reply_by_email: row.replyByEmail,
    })),
    page: options.page,
    per_page: options.perPage,
    total_count: counts.total,
    waiting_count: counts.waiting,
  };
}

/** The agents who said they answer: online when they said so and were seen within AGENT_QUIET_MS. */
export async function agentsList(deps: Deps): Promise<SupportAgents> {
  const since = deps.now().getTime() - AGENT_QUIET_MS;
  const agents = (await listAgents(deps.db, LISTED_AGENTS)).map((row) => ({
    name: row.name,
    online: row.online && row.seenAt.getTime() > since,
    seen_at: row.seenAt.toISOString(),
  }));
  return { agents, agents_online: agents.some((agent) => agent.online) };
}

async function existingConversation(deps: Deps, id: number) {
  const conversation = await findConversation(deps.db, id);
  if (!conversation) throw new HttpError(404, 'conversation_not_found');
  return conversation;
}

/** A conversation's whole thread for an agent; read by the agents up to its last message. */
export async function agentThread(deps: Deps, id: number): Promise<SupportThread> {
  const conversation = await existingConversation(deps, id);
  const [rows, [player]] = await Promise.all([
    allMessages(deps.db, id),
    playersByIds(deps, [conversation.userId]),
  ]);
  const last = rows.at(-1);
  if (last) await markReadUpTo(deps.db, id, 'agent', last.id);
  return {
    id,
    user_id: conversation.userId,
    email: player?.email ?? null,
    reply_by_email: conversation.replyByEmail,
    messages: rows.map(presentMessage),
  };
}

/**
 * An agent's answer, once per key: live on the player's pages, a notification, and an e-mail when
 * the player was told the answer comes by e-mail (the customer chat, or no agent was online).
 */
export async function agentReply(
  deps: Deps,
  id: number,
  input: AgentMessageInput,
  context: Pick<RequestContext, 'origin' | 'site'>,
) {
  const conversation = await existingConversation(deps, id);
  const at = deps.now();
  await setAgentPresence(deps.db, input.agent, true, at);
  const { row, created } = await addMessage(deps.db, {
    conversationId: id,
    author: 'agent',
    agentName: input.agent,
    body: input.body,
    sendKey: input.key,
    createdAt: at,
  });
  if (!created) return { message: presentMessage(row), emailed: false };
  await markReadUpTo(deps.db, id, 'agent', row.id);
  await publish(deps, conversation.userId, id, row);
  notifyLater(deps, {
    userId: conversation.userId,
    type: 'personal',
    event: 'support_reply',
    dedupeKey: `support:${row.id}`,
    params: { titles: { en: input.agent }, path: CHAT_PATH },
  });
  const byEmail = (await chatMode(deps)) === 'customer' || (await flipReplyByEmail(deps.db, id, false));
  const [player] = await playersByIds(deps, [conversation.userId]);
  if (byEmail && player)
    await deps.mailer.send(agentReplyMail(context, player.email, input.agent, input.body));
  return { message: presentMessage(row), emailed: byEmail };
}

// ---------------------------------------------------------------- contact messages

/** `POST /api/send_contact_message`: kept for the agents, who answer by e-mail. */
export async function sendContactMessage(
  deps: Deps,
  input: ContactMessageInput,
  user: UserRow | null,
  locale: string,
) {
  await insertContactMessage(deps.db, {
    email: input.contact.email,
    content: input.contact.content,
    userId: user?.id ?? null,
    locale,
    createdAt: deps.now(),
  });
  return { sent: true };
}

export async function contactInbox(
  deps: Deps,
  options: { unanswered: boolean; page: number; perPage: number },
): Promise<ContactMessagesPage> {
  const [rows, total] = await Promise.all([
    listContactMessages(deps.db, { unansweredOnly: options.unanswered, ...rowsOfPage(options) }),
    countContactMessages(deps.db, options.unanswered),
  ]);
  return {
    page: options.page,
    per_page: options.perPage,
    total_count: total,
    messages: rows.map((row) => ({
      id: row.id,
      email: row.email,
      content: row.content,
      user_id: row.userId,
      locale: row.locale,
      answered_by: row.answeredBy,
      answered_at: row.answeredAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** An agent's e-mailed answer to a contact message: once (a second answer is refused with 409). */
export async function replyToContact(
  deps: Deps,
  id: number,
  input: { agent: string; body: string },
  context: Pick<RequestContext, 'origin' | 'site'>,
) {
  const claimed = await claimContactReply(deps.db, id, input.agent, deps.now());
  if (!claimed) {
    if (await contactMessageExists(deps.db, id)) throw new HttpError(409, 'contact_already_answered');
    throw new HttpError(404, 'contact_message_not_found');
  }
  await deps.mailer.send(contactReplyMail(context, claimed.email, input.agent, claimed.content, input.body));
  return { answered: true };
}

// ---------------------------------------------------------------- the survey

/** The survey the widget asks now (`survey-config`), or none when it is switched off. */
async function currentSurvey(deps: Deps) {
  const config = await frontendConfigValue(deps, 'survey-config');
  return config?.is_enable_widget ? config : undefined;
}

export async function surveyStateFor(deps: Deps, user: UserRow, surveyId: string) {
  return { survey_id: surveyId, answered: await hasAnswered(deps.db, user.id, surveyId) };
}

/** The player's answer to the current survey, once (a second answer is refused with 409). */
export async function answerSurvey(deps: Deps, user: UserRow, input: SurveyAnswerInput) {
  const survey = await currentSurvey(deps);
  if (!survey || survey.survey_id !== input.survey_id || survey.survey_collector_id !== input.collector_id) {
    throw new FieldErrors({ survey_id: ['support.survey_closed'] });
  }
  const stored = await insertSurveyAnswer(deps.db, {
    userId: user.id,
    surveyId: input.survey_id,
    collectorId: input.collector_id,
    score: input.score,
    comment: input.comment || null,
    createdAt: deps.now(),
  });
  if (!stored) throw new HttpError(409, 'survey_already_answered');
  return { answered: true };
}

/** Average (two decimals) and the net promoter score (−100…100) from a survey's counts. */
function resultsOf(
  surveyId: string,
  { answers, average, promoters, detractors }: Awaited<ReturnType<typeof surveySummary>>,
): SurveyResults {
  return {
    survey_id: surveyId,
    answers,
    average_score: average === null ? null : Math.round(average * 100) / 100,
    nps: answers === 0 ? null : Math.round(((promoters - detractors) / answers) * 100),
  };
}

/** A survey's results for the operator: answers, average, and the net promoter score (−100…100). */
export async function surveyResults(deps: Deps, surveyId: string) {
  return resultsOf(surveyId, await surveySummary(deps.db, surveyId));
}

/** Every survey that has answers, with its results; the latest answered first. */
export async function surveysList(deps: Deps): Promise<SurveyList> {
  const rows = await listSurveys(deps.db, LISTED_SURVEYS);
  return {
    surveys: rows.map((row) => ({
      ...resultsOf(row.surveyId, row),
      last_answer_at: row.lastAnswerAt.toISOString(),
    })),
  };
}

/** A survey's answers (score, comment, who), newest first. */
export async function surveyAnswersPage(
  deps: Deps,
  surveyId: string,
  options: { page: number; perPage: number },
): Promise<SurveyAnswersPage> {
  const [rows, summary] = await Promise.all([
    listSurveyAnswers(deps.db, surveyId, rowsOfPage(options)),
    surveySummary(deps.db, surveyId),
  ]);
  return {
    answers: rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      email: row.email,
      score: row.score,
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
    })),
    page: options.page,
    per_page: options.perPage,
    total_count: summary.answers,
  };
}
