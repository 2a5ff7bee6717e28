import { z } from 'zod';
import { OperatorPageNumber, OperatorPageSize, operatorSort } from './operator-paging.ts';
import { Payment, PaymentAction, PaymentState } from './payments.ts';

/**
 * The back office's payments (docs/back-office.md): every payment with its player, the
 * withdrawal review queue (`action=cashout&state=pending`), the provider notices received and
 * the per-method statistics. Approve and decline stay `POST /api/operator/payments/{id}/approve|decline`.
 */

const Id = z.coerce.number('validation.integer').int('validation.integer').min(1).max(2_147_483_647);
const Instant = z.iso.datetime({ offset: true, message: 'validation.invalid_format' });
const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,5}$/, 'validation.invalid_format');

/** The columns the payments lists sort by. */
export const OperatorPaymentsSort = operatorSort(['id', 'created_at', 'amount'] as const);
export type OperatorPaymentsSort = z.infer<typeof OperatorPaymentsSort>;

/** `GET /api/operator/payments`: newest first; `from`/`to` bound the creation time (`to` excluded). */
export const OperatorPaymentsQuery = z.strictObject({
  action: PaymentAction.optional(),
  state: PaymentState.optional(),
  /** The catalogue method (`visa`, `bank_transfer`, `crypto` …). */
  method: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/, 'validation.invalid_format')
    .optional(),
  currency: Currency.optional(),
  player_id: Id.optional(),
  from: Instant.optional(),
  to: Instant.optional(),
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  /** Unless asked: newest first, the review queue (`action=cashout&state=pending`) oldest first. */
  sort: OperatorPaymentsSort.optional(),
});
export type OperatorPaymentsQuery = z.infer<typeof OperatorPaymentsQuery>;

/** A payment as the back office sees it: the player's view plus who, how and when. */
export const OperatorPayment = Payment.extend({
  player: z.object({ id: z.number().int(), email: z.string() }),
  provider: z.string(),
  /** What the player gave, masked (card first six / last four, IBAN, e-mail, address). */
  details: z.record(z.string(), z.string()),
  updated_at: z.string(),
  /** A withdrawal under review is approved automatically from then (null: the operator decides). */
  review_at: z.string().nullable(),
});
export type OperatorPayment = z.infer<typeof OperatorPayment>;

export const OperatorPaymentsPage = z.object({
  payments: z.array(OperatorPayment),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type OperatorPaymentsPage = z.infer<typeof OperatorPaymentsPage>;

/** The longest reason an operator may give the player for a decline. */
export const DECLINE_REASON_MAX = 500;

/**
 * `POST /api/operator/payments/{id}/decline`: the operator's words to the player, required — a
 * player whose withdrawal is refused is told why (`decline_reason` of the payment;
 * `cancellation_reason` stays `declined_by_operator`).
 */
export const PaymentDeclineBody = z.strictObject({
  reason: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(DECLINE_REASON_MAX, 'validation.too_long'),
});
export type PaymentDeclineBody = z.infer<typeof PaymentDeclineBody>;

/** What Orbit made of a provider's notice. */
export const PAYMENT_NOTICE_OUTCOMES = [
  /** The payment moved. */
  'applied',
  /** A repeat, a late or stale notice: nothing changed. */
  'ignored',
  'invalid_signature',
  'invalid_json',
  /** Verified, but not of the notice's shape. */
  'invalid_notice',
  'unknown_payment',
  'amount_mismatch',
  /** Orbit failed while handling it (the provider sends it again). */
  'failed',
] as const;
export const PaymentNoticeOutcome = z.enum(PAYMENT_NOTICE_OUTCOMES, 'validation.invalid_value');
export type PaymentNoticeOutcome = z.infer<typeof PaymentNoticeOutcome>;

/** `GET /api/operator/payments/callbacks`: newest first. */
export const PaymentNoticesQuery = z.strictObject({
  payment_id: Id.optional(),
  outcome: PaymentNoticeOutcome.optional(),
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
});
export type PaymentNoticesQuery = z.infer<typeof PaymentNoticesQuery>;

/** One notice a provider posted to Orbit's callback URL, as received. */
export const PaymentNotice = z.object({
  id: z.number().int(),
  provider: z.string(),
  /** What the notice named (an unverified notice's claims, too); null when it could not be read. */
  event_id: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  state: z.string().nullable(),
  /** Whether its signature held. */
  verified: z.boolean(),
  outcome: PaymentNoticeOutcome,
  /** The HTTP status Orbit answered. */
  status: z.number().int(),
  received_at: z.string(),
});
export type PaymentNotice = z.infer<typeof PaymentNotice>;

export const PaymentNoticesPage = z.object({
  notices: z.array(PaymentNotice),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type PaymentNoticesPage = z.infer<typeof PaymentNoticesPage>;

/** `GET /api/operator/payments/stats`: payments created in [from, to), of one currency or all. */
export const PaymentStatsQuery = z.strictObject({
  from: Instant.optional(),
  to: Instant.optional(),
  currency: Currency.optional(),
});
export type PaymentStatsQuery = z.infer<typeof PaymentStatsQuery>;

/** One direction's figures of a method and currency. */
export const PaymentFigures = z.object({
  /** Every payment started. */
  count: z.number().int(),
  succeeded: z.number().int(),
  /** Finished otherwise: declined, rejected, canceled or recalled. */
  failed: z.number().int(),
  /** The amount that moved (succeeded payments), in minor units. */
  sum_cents: z.number().int(),
  /** succeeded ÷ finished (succeeded + failed); null while none finished. */
  success_rate: z.number().nullable(),
});
export type PaymentFigures = z.infer<typeof PaymentFigures>;

export const PaymentMethodStats = z.object({
  method: z.string(),
  currency: z.string(),
  deposits: PaymentFigures,
  withdrawals: PaymentFigures,
});
export type PaymentMethodStats = z.infer<typeof PaymentMethodStats>;

export const PaymentStats = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  currency: z.string().nullable(),
  /** By method, then currency. */
  methods: z.array(PaymentMethodStats),
});
export type PaymentStats = z.infer<typeof PaymentStats>;
