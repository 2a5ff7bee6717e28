import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/**
 * The back office's people, apart from players. An operator is created with a setup link (its
 * token's hash here, until used); the password (argon2) and the TOTP secret are set by the
 * operator on that page, so nobody else ever knows them.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    otpSecret: text('otp_secret'),
    /** The TOTP step last accepted: a code is never accepted twice. */
    otpLastStep: integer('otp_last_step'),
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: tz('setup_expires_at'),
    /** Wrong sign-ins in a row; at the limit the account locks until locked_until. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: tz('locked_until'),
    disabledAt: tz('disabled_at'),
    lastSignInAt: tz('last_sign_in_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_email_idx').on(t.email),
    uniqueIndex('operators_setup_token_idx').on(t.setupTokenHash),
  ],
);

/** A signed-in back-office browser: its own cookie and table, apart from players' sessions. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: tz('created_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_idx').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * Every operator action: who, when, from where, what was asked, what the record was before and is
 * after. Append-only: a trigger (migration 0033) refuses UPDATE and DELETE.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    at: tz('at').notNull(),
    /** Null for a setup or sign-in by someone not (yet) signed in. */
    operatorId: integer('operator_id').references(() => operators.id),
    operatorEmail: text('operator_email'),
    action: text('action').notNull(),
    permission: text('permission'),
    target: jsonb('target').$type<Record<string, string>>().notNull().default({}),
    status: integer('status').notNull(),
    outcome: text('outcome', { enum: ['done', 'refused', 'failed'] }).notNull(),
    before: jsonb('before'),
    request: jsonb('request'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at),
    // The audit log sorted by action (`?sort=action`, the id breaks ties).
    index('operator_audit_action_idx').on(t.action, t.id),
    index('operator_audit_operator_idx').on(t.operatorId, t.at),
  ],
);
