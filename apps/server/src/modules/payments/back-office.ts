import {
  type OperatorPaymentsPage,
  type OperatorPaymentsQuery,
  PAYMENT_STATES,
  type PaymentFigures,
  type PaymentNoticeOutcome,
  type PaymentNoticesPage,
  type PaymentNoticesQuery,
  type PaymentStats,
  type PaymentStatsQuery,
} from '@orbit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { isValidText } from '../../http/text-guard.ts';
import { csvOfPages } from '../../lib/csv.ts';
import { presentOperatorPayment } from './presenter.ts';
import {
  insertNotice,
  type MethodFiguresRow,
  methodFigures,
  pageOfAllPayments,
  pageOfNotices,
} from './repository.ts';

/** The back office's payments (docs/back-office.md): lists, provider notices, per-method figures. */

const dateOf = (value: string | undefined) => (value ? new Date(value) : undefined);

const filterOf = (query: OperatorPaymentsQuery) => ({
  action: query.action,
  state: query.state,
  method: query.method,
  currency: query.currency,
  userId: query.player_id,
  from: dateOf(query.from),
  to: dateOf(query.to),
});

/** `GET /api/operator/payments`: every player's payments, filtered and paged. */
export async function operatorPayments(
  deps: Deps,
  query: OperatorPaymentsQuery,
): Promise<OperatorPaymentsPage> {
  const { rows, total } = await pageOfAllPayments(
    deps.db,
    filterOf(query),
    query.page,
    query.per_page,
    query.sort,
  );
  return {
    payments: rows.map((row) => presentOperatorPayment(row.payment, row.email)),
    page: query.page,
    per_page: query.per_page,
    total_count: total,
  };
}

/** `GET /api/operator/payments.csv`: every payment the same filters and order list, as CSV. */
export function operatorPaymentsCsv(deps: Deps, query: OperatorPaymentsQuery): AsyncGenerator<string> {
  const filter = filterOf(query);
  return csvOfPages(
    [
      'id',
      'created_at',
      'player_id',
      'player_email',
      'action',
      'method',
      'provider',
      'account',
      'amount_cents',
      'currency',
      'state',
      'cancellation_reason',
      'decline_reason',
      'review_at',
      'finished_at',
    ],
    async (page, perPage) =>
      (await pageOfAllPayments(deps.db, filter, page, perPage, query.sort)).rows.map((row) =>
        presentOperatorPayment(row.payment, row.email),
      ),
    (p) => [
      p.id,
      p.created_at,
      p.player.id,
      p.player.email,
      p.action,
      p.payment_system,
      p.provider,
      p.details.card ?? p.details.iban ?? p.details.email ?? p.details.address ?? '',
      p.amount_cents,
      p.currency,
      p.state,
      p.cancellation_reason ?? '',
      p.decline_reason ?? '',
      p.review_at ?? '',
      p.finished_at ?? '',
    ],
  );
}

/** `GET /api/operator/payments/callbacks`: the provider notices received, newest first. */
export async function operatorNotices(deps: Deps, query: PaymentNoticesQuery): Promise<PaymentNoticesPage> {
  const { rows, total } = await pageOfNotices(
    deps.db,
    { paymentId: query.payment_id, outcome: query.outcome },
    query.page,
    query.per_page,
  );
  return {
    notices: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      event_id: row.eventId,
      payment_id: row.paymentId,
      state: row.state,
      verified: row.verified,
      outcome: row.outcome as PaymentNoticeOutcome,
      status: row.status,
      received_at: row.receivedAt.toISOString(),
    })),
    page: query.page,
    per_page: query.per_page,
    total_count: total,
  };
}

const noFigures = (): PaymentFigures => ({
  count: 0,
  succeeded: 0,
  failed: 0,
  sum_cents: 0,
  success_rate: null,
});

function figuresOf(row: MethodFiguresRow): PaymentFigures {
  const finished = row.succeeded + row.failed;
  return {
    count: row.count,
    succeeded: row.succeeded,
    failed: row.failed,
    sum_cents: row.sumCents,
    success_rate: finished > 0 ? row.succeeded / finished : null,
  };
}

/** `GET /api/operator/payments/stats`: per method and currency, deposits and withdrawals. */
export async function operatorPaymentStats(deps: Deps, query: PaymentStatsQuery): Promise<PaymentStats> {
  const from = dateOf(query.from);
  const to = dateOf(query.to);
  if (from && to && from.getTime() > to.getTime()) {
    throw new HttpError(400, 'bad_request', '`from` is after `to`');
  }
  const rows = await methodFigures(deps.db, { from, to, currency: query.currency });
  const byKey = new Map<string, PaymentStats['methods'][number]>();
  for (const row of rows) {
    const key = `${row.method}\u0000${row.currency}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { method: row.method, currency: row.currency, deposits: noFigures(), withdrawals: noFigures() };
      byKey.set(key, entry);
    }
    if (row.action === 'deposit') entry.deposits = figuresOf(row);
    else entry.withdrawals = figuresOf(row);
  }
  return {
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
    currency: query.currency ?? null,
    methods: [...byKey.values()],
  };
}

// ---- Recording the notices received ----

/** What a notice claims, read only as far as it can be: kept as claims when its signature failed. */
export interface NoticeClaims {
  eventId: string | null;
  paymentId: number | null;
  state: string | null;
}

const NO_CLAIMS: NoticeClaims = { eventId: null, paymentId: null, state: null };

/** The notice's event id, payment id and state, each only when it is of a storable shape. */
export function claimsOf(json: unknown): NoticeClaims {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return NO_CLAIMS;
  const { event_id: eventId, payment_id: paymentId, state } = json as Record<string, unknown>;
  return {
    eventId: typeof eventId === 'string' && eventId.length <= 100 && isValidText(eventId) ? eventId : null,
    paymentId:
      typeof paymentId === 'number' &&
      Number.isInteger(paymentId) &&
      paymentId > 0 &&
      paymentId <= 2_147_483_647
        ? paymentId
        : null,
    state: typeof state === 'string' && (PAYMENT_STATES as readonly string[]).includes(state) ? state : null,
  };
}

/** JSON of a raw body, or undefined when it is none. */
export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Keeps a received notice and what became of it. Written after the notice was handled and never
 * read by the money logic; a failure to keep it is logged and changes nothing of the answer.
 */
export async function recordNotice(
  deps: Deps,
  notice: NoticeClaims & {
    provider: string;
    verified: boolean;
    outcome: PaymentNoticeOutcome;
    status: number;
    receivedAt: Date;
  },
  log: FastifyBaseLogger,
) {
  try {
    await insertNotice(deps.db, notice);
  } catch (error) {
    log.error({ err: error }, 'payment notice not recorded');
  }
}
