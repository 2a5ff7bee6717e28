import {
  AgentMessageInput,
  AgentName,
  AgentPresenceInput,
  ContactMessageInput,
  ContactMessagesPage,
  ContactMessagesQuery,
  ContactReplyInput,
  RestoreIdGetInput,
  RestoreIdResponse,
  RestoreIdSetInput,
  SupportAgentPresence,
  SupportAgents,
  SupportChat,
  SupportInboxPage,
  SupportInboxQuery,
  SupportMessageInput,
  SupportThread,
  SurveyAnswerInput,
  SurveyAnswersPage,
  SurveyAnswersQuery,
  SurveyList,
  SurveyResults,
  SurveyState,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/context.ts';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { bothFamilies } from '../../http/path-families.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import {
  agentInbox,
  agentPresence,
  agentReply,
  agentsList,
  agentThread,
  answerSurvey,
  chatFor,
  contactInbox,
  readChat,
  replyToContact,
  restoreIdGet,
  restoreIdSet,
  sendContactMessage,
  sendPlayerMessage,
  surveyAnswersPage,
  surveyResults,
  surveyStateFor,
  surveysList,
} from './service.ts';

const tags = ['support'];
const operatorTags = ['operator'];
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const SurveyParams = z.object({ surveyId: z.string().min(1).max(100) });

/** The player's chat and survey, the contact form, and the agents' operator API. */
export async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  for (const url of bothFamilies('/support/chat')) {
    app.get(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: "The player's support conversation: mode, who answers, messages, unread count",
          response: { 200: SupportChat },
        },
      },
      async (request) => chatFor(deps, requireUser(request)),
    );
  }

  for (const url of bothFamilies('/support/chat/messages')) {
    app.post(
      url,
      {
        preValidation: signedIn,
        config: authRateLimit(app, 30, '1 minute'),
        schema: {
          tags,
          summary: "The player's message to support (once per key)",
          body: SupportMessageInput,
        },
      },
      async (request, reply) => {
        const result = await sendPlayerMessage(deps, requireUser(request), request.body);
        return reply.status(201).send(result);
      },
    );
  }

  for (const url of bothFamilies('/support/chat/read')) {
    app.post(
      url,
      { preValidation: signedIn, schema: { tags, summary: 'Marks the support conversation read' } },
      async (request) => readChat(deps, requireUser(request)),
    );
  }

  for (const url of ['/restore-id/get', '/api-fe/restore-id/get']) {
    app.post(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: "The chat widget's id of the player's conversation (made on first ask)",
          body: RestoreIdGetInput,
          response: { 200: RestoreIdResponse },
        },
      },
      async (request) => restoreIdGet(deps, requireUser(request), request.body.data.internalId),
    );
  }

  for (const url of ['/restore-id/set', '/api-fe/restore-id/set']) {
    app.post(
      url,
      {
        preValidation: signedIn,
        config: authRateLimit(app, 20, '1 minute'),
        schema: {
          tags,
          summary: "Keeps a chat widget's id of the player's conversation for their other devices",
          body: RestoreIdSetInput,
          response: { 200: RestoreIdResponse },
        },
      },
      async (request) => {
        const { internalId, restoreId } = request.body.data;
        return restoreIdSet(deps, requireUser(request), internalId, restoreId);
      },
    );
  }

  app.post(
    '/api/send_contact_message',
    {
      config: authRateLimit(app, 5, '1 hour'),
      schema: {
        tags,
        summary: 'A message to support from anyone, answered by e-mail',
        body: ContactMessageInput,
      },
    },
    async (request, reply) => {
      const user = request.user;
      const locale = user?.language ?? request.site.defaultLocale;
      return reply.status(201).send(await sendContactMessage(deps, request.body, user, locale));
    },
  );

  for (const url of bothFamilies('/support/survey/:surveyId')) {
    app.get(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: 'Whether the player has answered this survey',
          params: SurveyParams,
          response: { 200: SurveyState },
        },
      },
      async (request) => surveyStateFor(deps, requireUser(request), request.params.surveyId),
    );
  }

  for (const url of bothFamilies('/support/survey')) {
    app.post(
      url,
      {
        preValidation: signedIn,
        config: authRateLimit(app, 10, '1 minute'),
        schema: {
          tags,
          summary: "The player's answer to the current survey (once)",
          body: SurveyAnswerInput,
        },
      },
      async (request, reply) =>
        reply.status(201).send(await answerSurvey(deps, requireUser(request), request.body)),
    );
  }

  // ---------------------------------------------------------------- the agents' operator API

  app.put(
    '/api/operator/support/agents/:name',
    {
      ...operatorRoute(app, 'support.write'),
      schema: {
        tags: operatorTags,
        summary: 'An agent comes online or leaves (online agents answer the live chat while players wait)',
        params: z.object({ name: AgentName }),
        body: AgentPresenceInput,
        response: { 200: SupportAgentPresence },
      },
    },
    async (request) => agentPresence(deps, request.params.name, request.body.online),
  );

  app.get(
    '/api/operator/support/agents',
    {
      ...operatorRoute(app, 'support.read'),
      schema: {
        tags: operatorTags,
        summary:
          'The agents, the last seen first: online when they said so and were seen in the last 15 minutes',
        response: { 200: SupportAgents },
      },
    },
    async () => agentsList(deps),
  );

  app.get(
    '/api/operator/support/conversations',
    {
      ...operatorRoute(app, 'support.read'),
      schema: {
        tags: operatorTags,
        summary:
          "The agents' inbox: those waiting for an answer first, then the newest (`waiting=true`: only those waiting)",
        querystring: SupportInboxQuery,
        response: { 200: SupportInboxPage },
      },
    },
    async (request) => {
      const { agent, waiting, page, per_page: perPage } = request.query;
      return agentInbox(deps, { agent, waiting, page, perPage });
    },
  );

  app.get(
    '/api/operator/support/conversations/:id',
    {
      ...operatorRoute(app, 'support.read'),
      schema: {
        tags: operatorTags,
        summary: "A conversation's messages (read by the agents)",
        params: IdParams,
        response: { 200: SupportThread },
      },
    },
    async (request) => agentThread(deps, request.params.id),
  );

  app.post(
    '/api/operator/support/conversations/:id/messages',
    {
      ...operatorRoute(app, 'support.write'),
      schema: {
        tags: operatorTags,
        summary: "An agent's answer (once per key): live, notified, and e-mailed when promised",
        params: IdParams,
        body: AgentMessageInput,
      },
    },
    async (request, reply) => {
      const result = await agentReply(deps, request.params.id, request.body, contextOf(request));
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/operator/support/contact-messages',
    {
      ...operatorRoute(app, 'support.read'),
      schema: {
        tags: operatorTags,
        summary: 'Contact messages, newest first (`unanswered=true`: only those not answered)',
        querystring: ContactMessagesQuery,
        response: { 200: ContactMessagesPage },
      },
    },
    async (request) => {
      const { unanswered, page, per_page: perPage } = request.query;
      return contactInbox(deps, { unanswered, page, perPage });
    },
  );

  app.post(
    '/api/operator/support/contact-messages/:id/reply',
    {
      ...operatorRoute(app, 'support.write'),
      schema: {
        tags: operatorTags,
        summary: 'Answers a contact message by e-mail (once)',
        params: IdParams,
        body: ContactReplyInput,
      },
    },
    async (request) => replyToContact(deps, request.params.id, request.body, contextOf(request)),
  );

  app.get(
    '/api/operator/support/surveys/:surveyId',
    {
      ...operatorRoute(app, 'support.read'),
      schema: {
        tags: operatorTags,
        summary: "A survey's answers: count, average, NPS",
        params: SurveyParams,
        response: { 200: SurveyResults },
      },
    },
    async (request) => surveyResults(deps, request.params.surveyId),
  );

  app.get(
    '/api/operator/support/surveys',
    {
      ...operatorRoute(app, 'support.read'),
      schema: {
        tags: operatorTags,
        summary: 'Every survey that has answers, with its count, average and NPS; the latest answered first',
        response: { 200: SurveyList },
      },
    },
    async () => surveysList(deps),
  );

  app.get(
    '/api/operator/support/surveys/:surveyId/answers',
    {
      ...operatorRoute(app, 'support.read'),
      schema: {
        tags: operatorTags,
        summary: "A survey's answers (score, comment, player), newest first",
        params: SurveyParams,
        querystring: SurveyAnswersQuery,
        response: { 200: SurveyAnswersPage },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      return surveyAnswersPage(deps, request.params.surveyId, { page, perPage });
    },
  );
}
