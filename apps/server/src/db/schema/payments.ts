import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * One deposit or withdrawal (a "payment" of the player API). Its money moves only through the
 * wallet, keyed by this row's id, so a provider notice that arrives twice moves nothing twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** deposit | cashout */
    action: text('action').notNull(),
    /** Pending, processing, reserved, succeeded, declined, rejected, canceled, recalled. */
    state: text('state').notNull().default('pending'),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The catalogue method (`visa`, `bank_transfer`, `crypto` …), its brand and provider. */
    methodId: text('method_id').notNull(),
    brand: text('brand').notNull(),
    provider: text('provider').notNull(),
    /** What the player gave, masked (card first six / last four, IBAN, e-mail, address). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** The saved profile used or created, if any. */
    profileId: integer('profile_id'),
    /** A deposit: the bonus offer the player chose in the cashbox, issued when the deposit succeeds. */
    bonusOfferId: integer('bonus_offer_id'),
    cancellationReason: text('cancellation_reason'),
    /** An operator's decline: their words to the player (`cancellation_reason` stays `declined_by_operator`). */
    declineReason: text('decline_reason'),
    /** A withdrawal waiting for review is approved automatically from this time. */
    reviewAt: tz('review_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.id),
    // The back office's payments lists sorted by time or amount (`?sort=`, the id breaks ties).
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_amount_idx').on(t.amountCents, t.id),
    index('payments_review_idx')
      .on(t.reviewAt)
      .where(sql`${t.state} = 'pending' and ${t.action} = 'cashout'`),
  ],
);

/**
 * The sandbox provider's outbox: each notice it will send to Orbit's callback URL, when it is due.
 * A job delivers due ones; the sandbox queues some twice and some late, as real providers do.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The JSON body sent, signed over these exact bytes. */
    body: text('body').notNull(),
    dueAt: tz('due_at').notNull(),
    deliveredAt: tz('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    /** The answer Orbit's callback endpoint gave (status), for the sandbox's own retries. */
    lastStatus: integer('last_status'),
  },
  (t) => [index('payment_callbacks_due_idx').on(t.dueAt).where(sql`${t.deliveredAt} is null`)],
);

/**
 * Every notice a payment provider posted to Orbit's callback URL, as received: whether its
 * signature held, what it named and what Orbit made of it. Written after the notice was handled
 * (the money logic never reads it), for the back office's list of callbacks received.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: serial('id').primaryKey(),
    /** The provider whose callback URL received it (`sandbox`). */
    provider: text('provider').notNull(),
    /** What the notice named, when it could be read (an unverified notice's claims are kept as claims). */
    eventId: text('event_id'),
    paymentId: integer('payment_id'),
    state: text('state'),
    verified: boolean('verified').notNull(),
    /** applied | ignored | invalid_signature | invalid_json | invalid_notice | unknown_payment | amount_mismatch | failed */
    outcome: text('outcome').notNull(),
    /** The HTTP status Orbit answered. */
    status: integer('status').notNull(),
    receivedAt: tz('received_at').notNull(),
  },
  (t) => [index('payment_notices_payment_idx').on(t.paymentId, t.id)],
);

/** A player's saved card or IBAN, kept masked: the provider holds the real one (sandbox: nobody). */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** card | iban */
    kind: text('kind').notNull(),
    /** The masked number, e.g. `411111******1111` or `DE89 **** 3000`. */
    title: text('title').notNull(),
    /** card: brand (visa/mastercard); iban: bank_transfer. */
    brand: text('brand').notNull(),
    /** What tells two profiles apart without the number: an HMAC of it. */
    fingerprint: text('fingerprint').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    removed: boolean('removed').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_profiles_user_fingerprint_idx').on(t.userId, t.fingerprint)],
);

/** The deposit address handed to a player for a coin: derived, stored so an incoming transfer finds its player. */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    address: text('address').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crypto_addresses_user_currency_idx').on(t.userId, t.currency)],
);

/** Every fraud-check payload received (`POST /api/users/transaction`) and the verdict given. */
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('fraud_checks_user_idx').on(t.userId, t.id)],
);
