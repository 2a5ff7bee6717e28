import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { users } from './users.ts';

/**
 * A document a player sent for verification (KYC): identity, address or payment method. The file
 * itself lives in the document storage (a folder under DATA_DIR, or S3), never under the web root;
 * the row keeps what its content was found to be. Pending until an operator approves or rejects it.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** identity | address | payment_method */
    kind: text('kind').notNull(),
    /** pending | approved | rejected */
    state: text('state').notNull(),
    rejectionReason: text('rejection_reason'),
    /** The file's key in the document storage: made by Orbit, never from the player's file name. */
    storageKey: text('storage_key').notNull(),
    /** What the content was found to be (image/jpeg, image/png, image/webp, application/pdf). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The player's file name, sanitised (shown to them and the operator, never used as a path). */
    fileName: text('file_name').notNull(),
    createdAt: tz('created_at').notNull(),
    reviewedAt: tz('reviewed_at'),
  },
  (t) => [
    uniqueIndex('verification_documents_storage_key_idx').on(t.storageKey),
    // The player's list and pending count.
    index('verification_documents_user_idx').on(t.userId, t.state),
    // The operator's review queue, oldest first per state.
    index('verification_documents_state_idx').on(t.state, t.id),
  ],
);

/** A player's answers to the source-of-wealth questionnaire. */
export interface SowAnswers {
  employment_status: string;
  occupation?: string;
  annual_income: string;
  sources: string[];
  details?: string;
}

/**
 * The source-of-wealth questionnaires a player answered, each when an operator asked for it
 * (`users.sow_questionnaire_expires_at` says whether one is asked for now).
 */
export const sowQuestionnaires = pgTable(
  'sow_questionnaires',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<SowAnswers>().notNull(),
    /** The deadline the answers met. */
    requestedUntil: tz('requested_until').notNull(),
    submittedAt: tz('submitted_at').notNull(),
  },
  (t) => [index('sow_questionnaires_user_idx').on(t.userId, t.id)],
);
