import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { users } from './users.ts';

/** A money limit's amount in one currency (loss, wager, deposit). */
export interface LimitAmount {
  currency: string;
  amount_cents: number;
}

/**
 * A player's responsible-gambling limit, one per (type, period) while active.
 * Money limits hold per-currency `amounts`, a session limit `minutes`, cooling-off and
 * self-exclusion `ends_at` (null: permanent). A loosening (a higher amount, a removal) waits:
 * it is kept in the `pending_*` columns until `pending_applies_at` and the player's confirmation.
 */
export const userLimits = pgTable(
  'user_limits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** loss | wager | deposit | session | coolingoff | selfexclusion */
    type: text('type').notNull(),
    /** day | week | month; cooling-off: day | week | month; self-exclusion: 6months | 1year | 5years | permanent */
    period: text('period').notNull(),
    /** active | removed (a removal that applied; kept for the record) */
    status: text('status').notNull().default('active'),
    amounts: jsonb('amounts').$type<LimitAmount[]>(),
    minutes: integer('minutes'),
    endsAt: tz('ends_at'),
    pendingAmounts: jsonb('pending_amounts').$type<LimitAmount[]>(),
    pendingMinutes: integer('pending_minutes'),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    /** When the pending change may apply (24 h after it was asked for); null: nothing pending. */
    pendingAppliesAt: tz('pending_applies_at'),
    /** The e-mailed confirmation link's token (hashed) and how long it is good for. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmUntil: tz('confirm_until'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
    removedAt: tz('removed_at'),
  },
  (t) => [
    uniqueIndex('user_limits_active_idx').on(t.userId, t.type, t.period).where(sql`${t.status} = 'active'`),
    index('user_limits_user_idx').on(t.userId),
    // The responsible-gambling report counts the limits a period set.
    index('user_limits_created_idx').on(t.createdAt),
    uniqueIndex('user_limits_confirm_token_idx')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    check(
      'user_limits_type',
      sql`${t.type} in ('loss', 'wager', 'deposit', 'session', 'coolingoff', 'selfexclusion')`,
    ),
    check('user_limits_status', sql`${t.status} in ('active', 'removed')`),
  ],
);
