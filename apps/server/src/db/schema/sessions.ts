import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { users } from './users.ts';

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored.
 * `stage` is `otp_pending` between the password step and the second factor.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage', { enum: ['active', 'otp_pending'] }).notNull(),
    ip: text('ip'),
    country: text('country'),
    userAgent: text('user_agent'),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
