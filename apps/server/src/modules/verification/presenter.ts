import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentState,
  REQUIRED_DOCUMENT_KINDS,
  type SowQuestionnaire,
  type VerificationDocument,
  type VerificationStatus,
} from '@orbit/contract';
import type { DocumentRow, SowRow } from './repository.ts';
import type { VerificationSettings } from './settings.ts';

export function presentDocument(row: DocumentRow): VerificationDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    state: row.state as DocumentState,
    rejection_reason: row.rejectionReason,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export const presentOperatorDocument = (row: DocumentRow) => ({
  ...presentDocument(row),
  user_id: row.userId,
  sha256: row.sha256,
});

/** The player's verification: each kind by its newest document (`rows` newest first). */
export function presentStatus(
  player: { verified: boolean; sowQuestionnaireExpiresAt: Date | null },
  rows: DocumentRow[],
  settings: VerificationSettings,
): VerificationStatus {
  const kinds = DOCUMENT_KINDS.map((kind) => {
    const newest = rows.find((row) => row.kind === kind);
    return {
      kind,
      state: newest ? (newest.state as DocumentState) : ('missing' as const),
      required: REQUIRED_DOCUMENT_KINDS.includes(kind),
      rejection_reason: newest?.state === 'rejected' ? newest.rejectionReason : null,
    };
  });
  return {
    verified: player.verified,
    kinds,
    documents: rows.map(presentDocument),
    sow_questionnaire_expires_at: player.sowQuestionnaireExpiresAt?.toISOString() ?? null,
    upload: {
      max_bytes: settings.maxFileBytes,
      content_types: [...DOCUMENT_CONTENT_TYPES],
      pending_limit: settings.pendingLimit,
    },
  };
}

export function presentQuestionnaire(expiresAt: Date | null, latest: SowRow | undefined): SowQuestionnaire {
  return {
    due: expiresAt !== null,
    expires_at: expiresAt?.toISOString() ?? null,
    submitted_at: latest?.submittedAt.toISOString() ?? null,
    answers: (latest?.answers as SowQuestionnaire['answers']) ?? null,
  };
}
