import { createHash } from 'node:crypto';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type OperatorDocumentsQuery,
  REQUIRED_DOCUMENT_KINDS,
  type SowQuestionnaireInput,
} from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { csvOfPages } from '../../lib/csv.ts';
import { notifyLater } from '../notifications/service.ts';
import { checkDocumentContent, sanitiseFileName } from './content-check.ts';
import { kindNames } from './kind-names.ts';
import {
  presentDocument,
  presentOperatorDocument,
  presentQuestionnaire,
  presentStatus,
} from './presenter.ts';
import {
  approvedKinds,
  countPending,
  type DocumentRow,
  decidePending,
  deletePending,
  findDocument,
  findPlayerState,
  findSameFile,
  insertDocument,
  insertSowAnswers,
  latestSowAnswers,
  listDocuments,
  lockPlayer,
  pageDocuments,
  setSowDeadline,
  setVerified,
} from './repository.ts';
import { verificationSettings } from './settings.ts';
import { documentStorage, newStorageKey } from './storage.ts';
import { withdrawalThreshold } from './withdrawal-threshold.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFICATION_PATH = '/profile/verification';

/** `GET /api/player/documents`: the player's state, each kind's, and every document. */
export async function statusFor(deps: Deps, user: UserRow) {
  const [player, rows] = await Promise.all([currentState(deps, user), listDocuments(deps.db, user.id)]);
  return presentStatus(player, rows, verificationSettings(deps));
}

/** The verification columns as stored now (the session's row may be older than a decision). */
async function currentState(deps: Deps, user: UserRow) {
  const row = await findPlayerState(deps.db, user.id);
  return row ?? { verified: user.verified, sowQuestionnaireExpiresAt: user.sowQuestionnaireExpiresAt };
}

export interface Upload {
  kind: string | undefined;
  file: { bytes: Buffer; name: string | undefined } | undefined;
}

const isKind = (kind: string | undefined): kind is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(kind ?? '');

/**
 * `POST /api/player/documents`: a file checked by its content, kept under a key of Orbit's, then
 * recorded pending. A refusal keeps nothing: the file is stored only once every check passed, and
 * removed again when the record cannot be written (the pending limit reached meanwhile).
 */
export async function uploadDocument(deps: Deps, user: UserRow, upload: Upload) {
  const errors: Record<string, string[]> = {};
  if (!upload.kind) errors.kind = ['validation.required'];
  else if (!isKind(upload.kind)) errors.kind = ['validation.invalid_value'];
  const checked = upload.file ? await checkDocumentContent(upload.file.bytes) : undefined;
  if (!upload.file) errors.file = ['validation.required'];
  else if (checked && !checked.ok) errors.file = [checked.error];
  if (Object.keys(errors).length > 0 || !checked?.ok || !upload.file || !isKind(upload.kind))
    throw new FieldErrors(errors);

  const { kind } = upload;
  const { bytes } = upload.file;
  const settings = verificationSettings(deps);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const tooMany = () => new FieldErrors({ file: ['verification.too_many_pending'] });
  if ((await countPending(deps.db, user.id)) >= settings.pendingLimit) throw tooMany();
  if (await findSameFile(deps.db, user.id, kind, sha256))
    throw new FieldErrors({ file: ['verification.file_duplicate'] });

  const storage = await documentStorage(deps);
  const storageKey = newStorageKey(user.id);
  await storage.put(storageKey, bytes, checked.contentType);
  try {
    const row = await deps.db.transaction(async (tx) => {
      // Uploads of one player take turns here: twenty at once cannot pass the limit together.
      await lockPlayer(tx, user.id);
      if ((await countPending(tx, user.id)) >= settings.pendingLimit) throw tooMany();
      if (await findSameFile(tx, user.id, kind, sha256))
        throw new FieldErrors({ file: ['verification.file_duplicate'] });
      return insertDocument(tx, {
        userId: user.id,
        kind,
        state: 'pending',
        storageKey,
        contentType: checked.contentType,
        sizeBytes: bytes.length,
        sha256,
        fileName: sanitiseFileName(upload.file?.name, checked.extension),
        createdAt: deps.now(),
      });
    });
    return presentDocument(row);
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

/** A document's file: the player's own (`userId`), or any for an operator (`userId` null); 404 otherwise. */
export async function documentFile(deps: Deps, id: number, userId: number | null) {
  const row = await findDocument(deps.db, id);
  if (!row || (userId !== null && row.userId !== userId))
    throw new HttpError(404, 'not_found', 'No such document');
  const bytes = await (await documentStorage(deps)).get(row.storageKey);
  if (!bytes) throw new HttpError(404, 'not_found', 'The document’s file is gone');
  return { row, bytes };
}

/** `DELETE /api/player/documents/{id}`: a pending document taken back (a decided one stays). */
export async function deleteDocument(deps: Deps, user: UserRow, id: number) {
  const row = await findDocument(deps.db, id);
  if (!row || row.userId !== user.id) throw new HttpError(404, 'not_found', 'No such document');
  const deleted = await deletePending(deps.db, user.id, id);
  if (!deleted) throw new HttpError(409, 'already_reviewed', 'A reviewed document cannot be deleted');
  await (await documentStorage(deps)).delete(deleted.storageKey);
}

/** `GET /api/operator/documents`: the review queue, oldest first. */
export async function reviewQueue(deps: Deps, query: OperatorDocumentsQuery) {
  const { rows, total } = await pageDocuments(
    deps.db,
    { state: query.state, userId: query.user_id },
    query.page,
    query.per_page,
    query.sort,
  );
  return {
    documents: rows.map((row) => ({ ...presentOperatorDocument(row.document), user_email: row.email })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** `GET /api/operator/documents.csv`: every document the same filters and order list, as CSV. */
export function reviewQueueCsv(deps: Deps, query: OperatorDocumentsQuery): AsyncGenerator<string> {
  return csvOfPages(
    [
      'id',
      'created_at',
      'player_id',
      'player_email',
      'kind',
      'state',
      'rejection_reason',
      'file_name',
      'content_type',
      'size_bytes',
      'sha256',
      'reviewed_at',
    ],
    async (page, perPage) =>
      (await pageDocuments(deps.db, { state: query.state, userId: query.user_id }, page, perPage, query.sort))
        .rows,
    ({ document: d, email }) => [
      d.id,
      d.createdAt.toISOString(),
      d.userId,
      email,
      d.kind,
      d.state,
      d.rejectionReason ?? '',
      d.fileName,
      d.contentType,
      d.sizeBytes,
      d.sha256,
      d.reviewedAt?.toISOString() ?? '',
    ],
  );
}

/**
 * An operator's decision on a pending document, once: the first of concurrent decisions wins, a
 * repeat of the same decision answers the document as it is, the other decision a 409. The player
 * becomes verified (in the same transaction) once each required kind has an approved document;
 * a later rejection does not take it back. Told to the player once.
 */
export async function decideDocument(
  deps: Deps,
  id: number,
  decision: { state: 'approved' | 'rejected'; reason: string | null },
) {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await findDocument(tx, id);
    if (!current) throw new HttpError(404, 'not_found', 'No such document');
    const player = await lockPlayer(tx, current.userId);
    const decided = await decidePending(tx, id, decision.state, decision.reason, now);
    if (!decided) {
      // Decided meanwhile, or taken back by the player.
      const latest = await findDocument(tx, id);
      if (!latest) throw new HttpError(404, 'not_found', 'No such document');
      return { row: latest, changed: false, verified: !!player?.verified };
    }
    let verified = !!player?.verified;
    if (!verified && decided.state === 'approved') {
      const approved = await approvedKinds(tx, decided.userId);
      if (REQUIRED_DOCUMENT_KINDS.every((kind) => approved.has(kind))) {
        await setVerified(tx, decided.userId, now);
        verified = true;
      }
    }
    return { row: decided, changed: true, verified };
  });
  if (!outcome.changed && outcome.row.state !== decision.state)
    throw new HttpError(409, 'already_decided', `The document was ${outcome.row.state} already`);
  if (outcome.changed) tellDecision(deps, outcome.row);
  return { document: presentOperatorDocument(outcome.row), verified: outcome.verified };
}

function tellDecision(deps: Deps, row: DocumentRow) {
  notifyLater(deps, {
    userId: row.userId,
    type: 'personal',
    event: row.state === 'approved' ? 'document_approved' : 'document_rejected',
    dedupeKey: `document:${row.id}:decided`,
    params: { titles: kindNames(row.kind as DocumentKind), path: VERIFICATION_PATH },
  });
}

/** `GET /api/player/sow_questionnaire`. */
export async function questionnaireFor(deps: Deps, user: UserRow) {
  const [player, latest] = await Promise.all([currentState(deps, user), latestSowAnswers(deps.db, user.id)]);
  return presentQuestionnaire(player.sowQuestionnaireExpiresAt, latest);
}

/** `POST /api/player/sow_questionnaire`: answered once per request (a second answer finds none asked). */
export async function submitQuestionnaire(deps: Deps, user: UserRow, answers: SowQuestionnaireInput) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, user.id);
    const until = player?.sowQuestionnaireExpiresAt;
    if (!until) throw new FieldErrors({ base: ['verification.sow_not_requested'] });
    await insertSowAnswers(tx, { userId: user.id, answers, requestedUntil: until, submittedAt: now });
    await setSowDeadline(tx, user.id, null, now);
  });
  return questionnaireFor(deps, user);
}

/** `POST /api/operator/players/{id}/sow_questionnaire`: asks the player to answer within `days`. */
export async function requestQuestionnaire(deps: Deps, userId: number, days: number) {
  const now = deps.now();
  const until = new Date(now.getTime() + days * DAY_MS);
  const found = await deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, userId))) return false;
    await setSowDeadline(tx, userId, until, now);
    return true;
  });
  if (!found) throw new HttpError(404, 'not_found', 'No such player');
  notifyLater(deps, {
    userId,
    type: 'personal',
    event: 'sow_requested',
    dedupeKey: `sow:${until.toISOString()}`,
    params: { path: VERIFICATION_PATH, startAt: until.toISOString() },
  });
  return { user_id: userId, sow_questionnaire_expires_at: until.toISOString() };
}

/** `GET /api/operator/players/{id}/sow_questionnaire`: whether asked, and the newest answers. */
export async function operatorQuestionnaire(deps: Deps, userId: number) {
  const player = await findPlayerState(deps.db, userId);
  if (!player) throw new HttpError(404, 'not_found', 'No such player');
  return presentQuestionnaire(player.sowQuestionnaireExpiresAt, await latestSowAnswers(deps.db, userId));
}

/**
 * What keeps a withdrawal back, for the payments module: above the currency's threshold a player
 * must be verified, and a source-of-wealth questionnaire past its deadline must be answered
 * first. Null: nothing does.
 */
export async function withdrawalVerificationProblem(
  deps: Deps,
  user: UserRow,
  currency: string,
  amountCents: number,
): Promise<'payments.verification_required' | 'payments.sow_questionnaire_overdue' | null> {
  const player = await currentState(deps, user);
  if (player.sowQuestionnaireExpiresAt && player.sowQuestionnaireExpiresAt <= deps.now())
    return 'payments.sow_questionnaire_overdue';
  if (!player.verified && amountCents > (await withdrawalThreshold(deps, currency)))
    return 'payments.verification_required';
  return null;
}
