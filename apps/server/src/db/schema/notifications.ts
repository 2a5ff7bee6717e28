import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalisedText } from './bonuses.ts';
import { cents, tz } from './columns.ts';
import { users } from './users.ts';

/** What a notification's text is made of, besides its event (all optional). */
export interface NotificationParams {
  /** A gift's, a tournament's or a lottery's own titles. */
  titles?: LocalisedText;
  /** An operator's message: its texts per language. */
  texts?: LocalisedText;
  count?: number;
  path?: string;
  limit?: string;
  startAt?: string;
}

/**
 * A notification of the player's centre: an event with what its text needs, rendered in the
 * viewer's language when read. Made once per `dedupe_key` (a retried feature tells once).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** personal | bonuses_changes | freespins_changes | tournament */
    type: text('type').notNull(),
    event: text('event').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** A tournament's id (tournament notifications). */
    identifier: text('identifier'),
    awardPlace: integer('award_place'),
    amountCents: cents('amount_cents'),
    currency: text('currency'),
    endAt: tz('end_at'),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
    // The list (newest first) and the unread count read the player's rows by this one index.
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_created_idx').on(t.createdAt),
  ],
);
