import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, tz } from './columns.ts';
import { users } from './users.ts';

/**
 * One bet or deposit a responsible-gambling limit refused (a limit "reached"), written in the
 * refusal's own transaction, one row per refusal: the responsible-gambling report counts them.
 */
export const limitRefusals = pgTable(
  'limit_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** bet | deposit */
    action: text('action').notNull(),
    /** The refusal's reason: loss_limit, wager_limit, deposit_limit, session_limit, cooling_off, self_exclusion. */
    reason: text('reason').notNull(),
    currency: text('currency').notNull(),
    /** What was asked (the stake, the deposit). */
    amountCents: cents('amount_cents').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('limit_refusals_created_idx').on(t.createdAt)],
);
