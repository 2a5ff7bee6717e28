import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/** Security events: sign-in, failures, 2FA changes, password changes, lockouts … */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_events_user_idx').on(t.userId, t.createdAt)],
);

/** Captcha solutions already spent, so one proof of work cannot be replayed. */
export const spentCaptchas = pgTable('spent_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: tz('expires_at').notNull(),
});

/** Every e-mail Orbit sends; delivered by SMTP when configured, else read at /dev/mail. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
  error: text('error'),
});

/**
 * Wrong passwords per e-mail address (known or not, so a lockout tells nothing about who has an
 * account): after too many in a window, sign-in with that address pauses.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  /** The lowercased e-mail address. */
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: tz('first_failure_at').notNull(),
  lockedUntil: tz('locked_until'),
});
