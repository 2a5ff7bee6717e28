import { z } from 'zod';
import { operatorSort } from './operator-paging.ts';
import {
  DOCUMENT_KINDS,
  DOCUMENT_STATES,
  EMPLOYMENT_STATUSES,
  INCOME_BANDS,
  occupationNeeded,
  WEALTH_SOURCES,
} from './rules/verification.ts';

/**
 * Verification (KYC): the player's documents (`/api/player/documents`, uploaded as a multipart
 * form), their state, the source-of-wealth questionnaire, and the operator's review.
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const DocumentIdParams = z.object({ id: Id });

export const VerificationDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  state: z.enum(DOCUMENT_STATES),
  rejection_reason: z.string().nullable(),
  /** The player's file name, sanitised. */
  file_name: z.string(),
  /** What the content was found to be. */
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type VerificationDocument = z.infer<typeof VerificationDocument>;

/** `GET /api/player/documents`: the player's verification at a glance, and every document. */
export const VerificationStatus = z.object({
  verified: z.boolean(),
  /** Each kind with its newest document's state (`missing`: none sent yet). */
  kinds: z.array(
    z.object({
      kind: z.enum(DOCUMENT_KINDS),
      state: z.enum([...DOCUMENT_STATES, 'missing']),
      /** Needed for `verified`. */
      required: z.boolean(),
      rejection_reason: z.string().nullable(),
    }),
  ),
  documents: z.array(VerificationDocument),
  sow_questionnaire_expires_at: z.string().nullable(),
  /** What an upload may be. */
  upload: z.object({
    max_bytes: z.number().int(),
    content_types: z.array(z.string()),
    pending_limit: z.number().int(),
  }),
});
export type VerificationStatus = z.infer<typeof VerificationStatus>;

/** `POST /api/player/sow_questionnaire`: where the player's money comes from. */
export const SowQuestionnaireInput = z
  .object({
    employment_status: z.enum(EMPLOYMENT_STATUSES),
    occupation: z.string().trim().max(100).optional(),
    annual_income: z.enum(INCOME_BANDS),
    sources: z.array(z.enum(WEALTH_SOURCES)).min(1).max(WEALTH_SOURCES.length),
    details: z.string().trim().max(1000).optional(),
  })
  .superRefine((body, ctx) => {
    if (occupationNeeded(body.employment_status) && !body.occupation)
      ctx.addIssue({ code: 'custom', path: ['occupation'], message: 'validation.required' });
    if (body.sources.includes('other') && !body.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'validation.required' });
    if (new Set(body.sources).size !== body.sources.length)
      ctx.addIssue({ code: 'custom', path: ['sources'], message: 'validation.duplicate' });
  });
export type SowQuestionnaireInput = z.infer<typeof SowQuestionnaireInput>;

/** `GET /api/player/sow_questionnaire`: whether it is asked for, until when, and the last answers. */
export const SowQuestionnaire = z.object({
  due: z.boolean(),
  expires_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  answers: SowQuestionnaireInput.nullable(),
});
export type SowQuestionnaire = z.infer<typeof SowQuestionnaire>;

// ---------------------------------------------------------------- operator

export const OperatorDocumentsQuery = z.object({
  state: z.enum(DOCUMENT_STATES).optional(),
  user_id: Id.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** Oldest first (the review queue) unless asked. */
  sort: operatorSort(['id', 'created_at', 'user_id'] as const).default('id'),
});
export type OperatorDocumentsQuery = z.infer<typeof OperatorDocumentsQuery>;

export const OperatorDocument = VerificationDocument.extend({
  user_id: z.number().int(),
  sha256: z.string(),
});

export const OperatorDocumentList = z.object({
  /** Each with its player's e-mail. */
  documents: z.array(OperatorDocument.extend({ user_email: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type OperatorDocumentList = z.infer<typeof OperatorDocumentList>;

/** A decision's answer: the document as decided, and whether the player is verified now. */
export const DocumentDecision = z.object({ document: OperatorDocument, verified: z.boolean() });
export type DocumentDecision = z.infer<typeof DocumentDecision>;

export const DocumentRejectInput = z.object({ reason: z.string().trim().min(3).max(500) });

/** `POST /api/operator/players/{id}/sow_questionnaire`: asks for it, answered within `days`. */
export const SowRequestInput = z.object({ days: z.number().int().min(1).max(90).default(14) });

export const SowRequestAnswer = z.object({
  user_id: z.number().int(),
  sow_questionnaire_expires_at: z.string(),
});
