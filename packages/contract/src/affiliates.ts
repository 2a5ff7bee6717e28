import { z } from 'zod';

/**
 * Affiliates and UTM: the `stag` a visitor arrives with (spec 2 §2), the UTM keys of spec 2 §9,
 * `POST /log_utm_set|send` (and `/api-fe/…`), and the operator's report per tag.
 */

/** The UTM keys tracked (spec 1 §9, spec 2 §9), in this order. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'sub_id',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Longest UTM value kept (Google Analytics also cuts campaign values at 100 characters). */
export const UTM_VALUE_MAX_LENGTH = 100;

/** Longest affiliate tag: real ones are `<affiliate id>_<campaign>` (`122_5f1a2b3c`). */
export const STAG_MAX_LENGTH = 64;

/** An affiliate tag: letters, digits, `_`, `-` and `.`, starting with a letter or digit. */
export const STAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export const isValidStag = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= STAG_MAX_LENGTH && STAG_PATTERN.test(value);

/** A UTM value is text a link carried: no control characters (they would end up in reports). */
const UtmValue = z
  .string()
  .max(UTM_VALUE_MAX_LENGTH, 'validation.too_long')
  .regex(/^\P{Cc}*$/u, 'validation.invalid_characters')
  .nullable()
  .optional();

/** The six keys; the client sends those present (null or empty: absent). Any other key is refused. */
export const UtmMetrics = z.strictObject({
  utm_source: UtmValue,
  utm_medium: UtmValue,
  utm_campaign: UtmValue,
  utm_content: UtmValue,
  utm_term: UtmValue,
  sub_id: UtmValue,
});
export type UtmMetrics = z.infer<typeof UtmMetrics>;

/** `POST /log_utm_set` and `/log_utm_send` (and the `/api-fe/…` forms). */
export const UtmLogRequest = z.strictObject({ utmMetrics: UtmMetrics });
export type UtmLogRequest = z.infer<typeof UtmLogRequest>;

const Day = z.iso.date();
const Moment = z.iso.datetime({ offset: true });

/** A day (`YYYY-MM-DD`, UTC) or a moment with its offset. */
const isReportBound = (bound: string) =>
  bound.length <= 40 && (Day.safeParse(bound).success || Moment.safeParse(bound).success);
const ReportBound = z.string().refine(isReportBound, { message: 'validation.invalid_format' });

/**
 * `GET /api/operator/reports/affiliates?from=&to=`: the period, both ends included (a day as `to`
 * means the whole day).
 */
export const AffiliateReportQuery = z.strictObject({ from: ReportBound, to: ReportBound }).refine(
  (query) => {
    // A bound that is no date has its own error already.
    if (!isReportBound(query.from) || !isReportBound(query.to)) return true;
    const { from, to } = reportPeriod(query);
    return to > from;
  },
  { path: ['to'], message: 'validation.invalid_value' },
);
export type AffiliateReportQuery = { from: string; to: string };

/** First deposits of one currency: how many and their sum in minor units. */
export const FirstDepositSum = z.object({
  currency: z.string(),
  count: z.number().int(),
  amount_cents: z.number().int(),
});

/** One tag's figures in the period: players registered with it, and their first deposits. */
export const AffiliateReportRow = z.object({
  stag: z.string(),
  registrations: z.number().int(),
  first_deposits: z.number().int(),
  first_deposit_amounts: z.array(FirstDepositSum),
});
export type AffiliateReportRow = z.infer<typeof AffiliateReportRow>;

export const AffiliateReport = z.object({
  /** The period read: `from` included, `to` excluded (ISO moments). */
  from: z.string(),
  to: z.string(),
  rows: z.array(AffiliateReportRow),
});
export type AffiliateReport = z.infer<typeof AffiliateReport>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moments a report's bounds name: a day starts at 00:00 UTC, and a day as `to` ends with it. */
export function reportPeriod(query: AffiliateReportQuery): { from: Date; to: Date } {
  const isDay = (bound: string) => /^\d{4}-\d{2}-\d{2}$/.test(bound);
  const from = new Date(isDay(query.from) ? `${query.from}T00:00:00Z` : query.from);
  const toStart = new Date(isDay(query.to) ? `${query.to}T00:00:00Z` : query.to);
  return { from, to: isDay(query.to) ? new Date(toStart.getTime() + DAY_MS) : toStart };
}
