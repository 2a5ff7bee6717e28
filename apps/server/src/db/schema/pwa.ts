import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { users } from './users.ts';

/**
 * The installed app (PWA) in use: per day (UTC), event (`open` | `install`) and player, how many
 * times it happened. One row per player and day keeps the table small and tells an operator both
 * the events and the players of a day; a repeated event only counts up (an upsert, race-free).
 */
export const pwaDailyEvents = pgTable(
  'pwa_daily_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
    lastAt: tz('last_at').notNull(),
  },
  (t) => [
    // The report reads days in order; the player's rows are found by the second index (deletes).
    primaryKey({ columns: [t.day, t.event, t.userId] }),
    index('pwa_daily_events_user_idx').on(t.userId),
  ],
);
