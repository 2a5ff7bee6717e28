import multipart from '@fastify/multipart';
import {
  DocumentDecision,
  DocumentIdParams,
  DocumentRejectInput,
  OperatorDocumentList,
  OperatorDocumentsQuery,
  SowQuestionnaire,
  SowQuestionnaireInput,
  SowRequestAnswer,
  SowRequestInput,
  VerificationDocument,
  VerificationStatus,
} from '@orbit/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldErrors } from '../../http/errors.ts';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { sendCsv } from '../../lib/csv.ts';
import { attachmentHeader } from './content-check.ts';
import type { DocumentRow } from './repository.ts';
import {
  decideDocument,
  deleteDocument,
  documentFile,
  operatorQuestionnaire,
  questionnaireFor,
  requestQuestionnaire,
  reviewQueue,
  reviewQueueCsv,
  statusFor,
  submitQuestionnaire,
  type Upload,
  uploadDocument,
} from './service.ts';
import { verificationSettings } from './settings.ts';

const tags = ['verification'];
const PlayerIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The spec's path and the newer client's (`/api-fe/…`), served by one handler. */
const bothFamilies = (path: string) => [`/api${path}`, `/api-fe${path}`];

/** What a multipart error of the upload tells the player (never a 5xx: the body is theirs). */
function uploadRefusal(error: unknown): FieldErrors {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FieldErrors({ file: ['verification.file_too_large'] });
  if (code === 'FST_FILES_LIMIT') return new FieldErrors({ file: ['verification.one_file'] });
  return new FieldErrors({ file: ['verification.upload_unreadable'] });
}

/** The form's `kind` and its one `file`, read whole (at most the size limit) in whatever order they came. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const upload: Upload = { kind: undefined, file: undefined };
  if (!request.isMultipart()) return upload;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 100, parts: 5, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload.file = { bytes, name: part.filename };
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        upload.kind = part.value;
      }
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  return upload;
}

/** A document's file: a download (never shown inline), of the type its content was found to be. */
function sendDocument(reply: FastifyReply, row: DocumentRow, bytes: Buffer) {
  return reply
    .header('content-type', row.contentType)
    .header('content-disposition', attachmentHeader(row.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}

/**
 * Verification (docs/verification.md): the player's documents and source-of-wealth
 * questionnaire, and the operator's review. Multipart bodies are parsed in this module only.
 */
export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  await app.register(multipart, { throwFileSizeLimit: true });

  // Uploads per player an hour (a hostile client cannot fill the storage); off with RATE_LIMIT=off.
  const uploadLimit: FastifyContextConfig = deps.config.rateLimitEnabled
    ? {
        rateLimit: {
          max: () => verificationSettings(deps).uploadsPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) => `documents:${request.user?.id ?? request.ip}`,
        },
      }
    : {};

  for (const url of bothFamilies('/player/documents')) {
    app.get(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: "The player's verification: verified or not, each kind's state, every document",
          response: { 200: VerificationStatus },
        },
      },
      async (request) => statusFor(deps, requireUser(request)),
    );

    app.post(
      url,
      {
        preValidation: signedIn,
        config: uploadLimit,
        schema: {
          tags,
          summary:
            'Upload a document (multipart: `kind` identity|address|payment_method, `file` JPEG, PNG, WebP or PDF)',
          consumes: ['multipart/form-data'],
          response: { 201: VerificationDocument },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, verificationSettings(deps).maxFileBytes);
        return reply.status(201).send(await uploadDocument(deps, requireUser(request), upload));
      },
    );
  }

  for (const url of bothFamilies('/player/documents/:id')) {
    app.delete(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: 'Take back a pending document',
          params: DocumentIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteDocument(deps, requireUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  for (const url of bothFamilies('/player/documents/:id/file')) {
    app.get(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: "One of the player's own documents, as a download",
          params: DocumentIdParams,
        },
      },
      async (request, reply) => {
        const { row, bytes } = await documentFile(deps, request.params.id, requireUser(request).id);
        return sendDocument(reply, row, bytes);
      },
    );
  }

  for (const url of bothFamilies('/player/sow_questionnaire')) {
    app.get(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: 'The source-of-wealth questionnaire: asked for or not, until when, the last answers',
          response: { 200: SowQuestionnaire },
        },
      },
      async (request) => questionnaireFor(deps, requireUser(request)),
    );

    app.post(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: 'Answer the source-of-wealth questionnaire asked for',
          body: SowQuestionnaireInput,
          response: { 200: SowQuestionnaire },
        },
      },
      async (request) => submitQuestionnaire(deps, requireUser(request), request.body),
    );
  }

  app.get(
    '/api/operator/documents',
    {
      ...operatorRoute(fastify, 'verification.read'),
      schema: {
        tags: ['operator'],
        summary: 'Documents to review, oldest first (filter by state and player)',
        querystring: OperatorDocumentsQuery,
        response: { 200: OperatorDocumentList },
      },
    },
    async (request) => reviewQueue(deps, request.query),
  );

  app.get(
    '/api/operator/documents.csv',
    {
      ...operatorRoute(fastify, 'verification.read', { auditReads: true }),
      schema: {
        tags: ['operator'],
        summary: 'The documents as CSV (the same filters and order as the list, every page)',
        querystring: OperatorDocumentsQuery,
      },
    },
    async (request, reply) => sendCsv(reply, 'orbit-documents.csv', reviewQueueCsv(deps, request.query)),
  );

  app.get(
    '/api/operator/documents/:id/file',
    {
      ...operatorRoute(fastify, 'verification.read', { auditReads: true }),
      schema: { tags: ['operator'], summary: "A document's file, as a download", params: DocumentIdParams },
    },
    async (request, reply) => {
      const { row, bytes } = await documentFile(deps, request.params.id, null);
      return sendDocument(reply, row, bytes);
    },
  );

  app.post(
    '/api/operator/documents/:id/approve',
    {
      ...operatorRoute(fastify, 'verification.review'),
      schema: {
        tags: ['operator'],
        summary: 'Approve a pending document (once; a repeat answers it as it is)',
        params: DocumentIdParams,
        response: { 200: DocumentDecision },
      },
    },
    async (request) => decideDocument(deps, request.params.id, { state: 'approved', reason: null }),
  );

  app.post(
    '/api/operator/documents/:id/reject',
    {
      ...operatorRoute(fastify, 'verification.review'),
      schema: {
        tags: ['operator'],
        summary: 'Reject a pending document with a reason the player reads',
        params: DocumentIdParams,
        body: DocumentRejectInput,
        response: { 200: DocumentDecision },
      },
    },
    async (request) =>
      decideDocument(deps, request.params.id, { state: 'rejected', reason: request.body.reason }),
  );

  app.post(
    '/api/operator/players/:id/sow_questionnaire',
    {
      ...operatorRoute(fastify, 'verification.review'),
      schema: {
        tags: ['operator'],
        summary: 'Ask a player to answer the source-of-wealth questionnaire within `days` (14)',
        params: PlayerIdParams,
        body: SowRequestInput,
        response: { 200: SowRequestAnswer },
      },
    },
    async (request) => requestQuestionnaire(deps, request.params.id, request.body.days),
  );

  app.get(
    '/api/operator/players/:id/sow_questionnaire',
    {
      ...operatorRoute(fastify, 'verification.read'),
      schema: {
        tags: ['operator'],
        summary: "A player's source-of-wealth questionnaire: asked for or not, and the newest answers",
        params: PlayerIdParams,
        response: { 200: SowQuestionnaire },
      },
    },
    async (request) => operatorQuestionnaire(deps, request.params.id),
  );
}
