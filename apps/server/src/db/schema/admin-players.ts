import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, tz } from './columns.ts';
import { operators } from './operators.ts';
import { users } from './users.ts';

/** An operator's note on a player (the back office's player page lists them, newest first). */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id),
    text: text('text').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);

/**
 * A manual balance adjustment asked by an operator, with its mandatory reason. Up to the
 * four-eyes amount it is applied at once; above it, it waits (`pending`) until another operator
 * approves (`applied`) or anyone with the permission rejects it (`rejected`). `refused`: the wallet
 * refused it (a debit larger than the balance). The money moves only through the wallet, under the
 * key `adjustment:<id>`, so it moves once whoever approves how often.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Signed minor units: positive credits, negative debits (real money). */
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** pending | applied | rejected | refused */
    state: text('state').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    /** The requester's own key: a retried request finds its first adjustment. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestedAt: tz('requested_at').notNull(),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: tz('decided_at'),
    /** A rejection's reason. */
    decisionReason: text('decision_reason'),
    /** The wallet transaction that moved the money (applied only). */
    transactionId: bigint('transaction_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('balance_adjustments_key_idx').on(t.requestedBy, t.idempotencyKey),
    index('balance_adjustments_state_idx').on(t.state, t.id),
    index('balance_adjustments_user_idx').on(t.userId, t.id),
    check('balance_adjustments_state', sql`${t.state} in ('pending', 'applied', 'rejected', 'refused')`),
    check('balance_adjustments_amount', sql`${t.amountCents} <> 0`),
  ],
);
