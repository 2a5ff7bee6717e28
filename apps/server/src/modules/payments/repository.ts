import {
  type OperatorPaymentsSort,
  PAYMENT_STATES,
  type PaymentState,
  paymentStateRank,
} from '@orbit/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import {
  cryptoAddresses,
  fraudChecks,
  paymentCallbacks,
  paymentNotices,
  paymentProfiles,
  payments,
  users,
} from '../../db/schema/index.ts';
import { orderOf } from '../../lib/operator-sort.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;
export type ProfileRow = typeof paymentProfiles.$inferSelect;

/** A new payment id taken ahead of its row, so the money moved before the row is written can name it. */
export async function nextPaymentId(db: Db): Promise<number> {
  const [row] = await queryPrepared<{ id: unknown }>(
    db,
    sql`select nextval(pg_get_serial_sequence('payments', 'id')) as id`,
  );
  return Number(row!.id);
}

export async function insertPayment(db: Db, values: PaymentInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** The states of a payment started and not finished: its money may still move. */
const IN_FLIGHT_STATES: PaymentState[] = ['pending', 'processing', 'reserved'];

/** The sum of the player's deposits of a currency started and not yet finished. */
export async function depositsInFlightCents(db: Db, userId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ cents: sum(payments.amountCents) })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.action, 'deposit'),
        eq(payments.currency, currency),
        inArray(payments.state, IN_FLIGHT_STATES),
      ),
    );
  return Number(row?.cents ?? 0);
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** The states a payment may leave for `to` (those of a lower rank): a late notice never moves it back. */
const statesBelow = (to: PaymentState) =>
  PAYMENT_STATES.filter((s) => paymentStateRank(s) < paymentStateRank(to));

/**
 * Moves a payment to `to` if it is still in a state below it (or in one of `from`, when given),
 * in one statement; undefined when it was not (already there, further on, or finished).
 */
export async function advancePayment(
  db: Db,
  id: number,
  to: PaymentState,
  at: Date,
  options: {
    from?: PaymentState[];
    finished?: boolean;
    reason?: string | null;
    /** An operator's decline: their words to the player. */
    declineReason?: string;
  } = {},
): Promise<PaymentRow | undefined> {
  const from = options.from ?? statesBelow(to);
  const [row] = await db
    .update(payments)
    .set({
      state: to,
      updatedAt: at,
      ...(options.finished ? { finishedAt: at, reviewAt: null } : {}),
      ...(options.reason !== undefined ? { cancellationReason: options.reason } : {}),
      ...(options.declineReason !== undefined ? { declineReason: options.declineReason } : {}),
    })
    .where(and(eq(payments.id, id), inArray(payments.state, from)))
    .returning();
  return row;
}

export interface HistoryFilter {
  currency?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

function historyWhere(userId: number, filter: HistoryFilter): SQL | undefined {
  return and(
    eq(payments.userId, userId),
    filter.currency ? eq(payments.currency, filter.currency) : undefined,
    filter.action ? eq(payments.action, filter.action) : undefined,
    filter.from ? gte(payments.createdAt, filter.from) : undefined,
    filter.to ? lte(payments.createdAt, filter.to) : undefined,
  );
}

/** A page of the player's payments, newest first, and how many there are in all. */
export async function pageOfPayments(
  db: Db,
  userId: number,
  filter: HistoryFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where = historyWhere(userId, filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** Withdrawals whose review time has come. */
export async function dueWithdrawals(db: Db, now: Date, limit = 50): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.action, 'cashout'), eq(payments.state, 'pending'), lte(payments.reviewAt, now)))
    .orderBy(asc(payments.reviewAt))
    .limit(limit);
}

/** Deposits still pending at the provider's page since before `before` that the player never submitted. */
export async function abandonedDeposits(db: Db, before: Date, limit = 50): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments, callback: paymentCallbacks.id })
    .from(payments)
    .leftJoin(paymentCallbacks, eq(paymentCallbacks.paymentId, payments.id))
    .where(
      and(
        eq(payments.action, 'deposit'),
        eq(payments.state, 'pending'),
        lte(payments.createdAt, before),
        isNull(paymentCallbacks.id),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.payment);
}

// ---- The sandbox provider's outbox ----

export async function queueCallbacks(db: Db, rows: Array<typeof paymentCallbacks.$inferInsert>) {
  if (rows.length > 0) await db.insert(paymentCallbacks).values(rows);
}

export async function hasCallbacks(db: Db, paymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentCallbacks.id })
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.paymentId, paymentId))
    .limit(1);
  return row !== undefined;
}

export async function dueCallbacks(db: Db, now: Date, limit = 50) {
  return db
    .select()
    .from(paymentCallbacks)
    .where(and(isNull(paymentCallbacks.deliveredAt), lte(paymentCallbacks.dueAt, now)))
    .orderBy(asc(paymentCallbacks.dueAt), asc(paymentCallbacks.id))
    .limit(limit);
}

export async function markCallback(
  db: Db,
  id: number,
  values: { deliveredAt?: Date; dueAt?: Date; attempts: number; lastStatus: number },
) {
  await db.update(paymentCallbacks).set(values).where(eq(paymentCallbacks.id, id));
}

// ---- The back office ----

export interface OperatorFilter {
  action?: string;
  state?: string;
  method?: string;
  currency?: string;
  userId?: number;
  from?: Date;
  to?: Date;
}

function operatorWhere(filter: OperatorFilter): SQL | undefined {
  return and(
    filter.action ? eq(payments.action, filter.action) : undefined,
    filter.state ? eq(payments.state, filter.state) : undefined,
    filter.method ? eq(payments.methodId, filter.method) : undefined,
    filter.currency ? eq(payments.currency, filter.currency) : undefined,
    filter.userId ? eq(payments.userId, filter.userId) : undefined,
    filter.from ? gte(payments.createdAt, filter.from) : undefined,
    filter.to ? lt(payments.createdAt, filter.to) : undefined,
  );
}

/**
 * A page of every player's payments with the player's e-mail, and how many match. The review
 * queue (pending withdrawals) reads oldest first, as it is worked through; anything else newest first.
 */
/** The payments lists' sortable columns (contract `OperatorPaymentsSort`). */
const PAYMENTS_SORT = { id: payments.id, created_at: payments.createdAt, amount: payments.amountCents };

export async function pageOfAllPayments(
  db: Db,
  filter: OperatorFilter,
  page: number,
  pageSize: number,
  sort?: OperatorPaymentsSort,
): Promise<{ rows: Array<{ payment: PaymentRow; email: string }>; total: number }> {
  const where = operatorWhere(filter);
  const queue = filter.action === 'cashout' && filter.state === 'pending';
  const [rows, totals] = await Promise.all([
    db
      .select({ payment: payments, email: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(...orderOf(sort ?? (queue ? 'id' : '-id'), PAYMENTS_SORT, payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export interface MethodFiguresRow {
  method: string;
  currency: string;
  action: string;
  count: number;
  succeeded: number;
  failed: number;
  sumCents: number;
}

/** Final states other than `succeeded`. */
const FAILED_STATES: PaymentState[] = ['declined', 'rejected', 'canceled', 'recalled'];

/** Per method, currency and direction: payments started, succeeded, failed and the amount that moved. */
export async function methodFigures(db: Db, filter: OperatorFilter): Promise<MethodFiguresRow[]> {
  // Constants of the code, written into the statement (its text stays the same).
  const failedStates = sql.raw(FAILED_STATES.map((state) => `'${state}'`).join(', '));
  return db
    .select({
      method: payments.methodId,
      currency: payments.currency,
      action: payments.action,
      count: sql<number>`count(*)`.mapWith(Number),
      succeeded: sql<number>`count(*) filter (where ${payments.state} = 'succeeded')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${payments.state} in (${failedStates}))`.mapWith(Number),
      sumCents:
        sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.state} = 'succeeded'), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(operatorWhere(filter))
    .groupBy(payments.methodId, payments.currency, payments.action)
    .orderBy(asc(payments.methodId), asc(payments.currency), asc(payments.action));
}

// ---- Provider notices received ----

export async function insertNotice(db: Db, values: typeof paymentNotices.$inferInsert) {
  await db.insert(paymentNotices).values(values);
}

export async function pageOfNotices(
  db: Db,
  filter: { paymentId?: number; outcome?: string },
  page: number,
  pageSize: number,
) {
  const where = and(
    filter.paymentId ? eq(paymentNotices.paymentId, filter.paymentId) : undefined,
    filter.outcome ? eq(paymentNotices.outcome, filter.outcome) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(paymentNotices)
      .where(where)
      .orderBy(desc(paymentNotices.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(paymentNotices).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

// ---- Saved profiles ----

export async function listProfiles(db: Db, userId: number): Promise<ProfileRow[]> {
  return db
    .select()
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.userId, userId), eq(paymentProfiles.removed, false)))
    .orderBy(asc(paymentProfiles.id));
}

export async function findProfile(db: Db, userId: number, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentProfiles)
    .where(
      and(eq(paymentProfiles.userId, userId), eq(paymentProfiles.id, id), eq(paymentProfiles.removed, false)),
    )
    .limit(1);
  return row;
}

/** Saves a profile once per number (same fingerprint: the existing one, kept up to date). */
export async function saveProfile(db: Db, values: typeof paymentProfiles.$inferInsert): Promise<ProfileRow> {
  const [row] = await db
    .insert(paymentProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: [paymentProfiles.userId, paymentProfiles.fingerprint],
      set: { title: values.title, details: values.details, removed: false },
    })
    .returning();
  return row!;
}

/** Marks a player's saved profile removed (kept for the payments that used it); false if none. */
export async function removeProfile(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(paymentProfiles)
    .set({ removed: true })
    .where(
      and(eq(paymentProfiles.userId, userId), eq(paymentProfiles.id, id), eq(paymentProfiles.removed, false)),
    )
    .returning({ id: paymentProfiles.id });
  return rows.length > 0;
}

// ---- Crypto addresses ----

export async function claimCryptoAddress(
  db: Db,
  userId: number,
  currency: string,
  address: string,
  at: Date,
) {
  await db.insert(cryptoAddresses).values({ userId, currency, address, createdAt: at }).onConflictDoNothing();
}

export async function findCryptoAddress(db: Db, address: string) {
  const [row] = await db.select().from(cryptoAddresses).where(eq(cryptoAddresses.address, address)).limit(1);
  return row;
}

// ---- Fraud checks ----

export async function insertFraudCheck(db: Db, values: typeof fraudChecks.$inferInsert) {
  await db.insert(fraudChecks).values(values);
}
