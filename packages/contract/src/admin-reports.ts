import { z } from 'zod';
import { OperatorPageNumber, OperatorPageSize } from './operator-paging.ts';

/**
 * The back office's dashboard and reports (docs/back-office.md, "Dashboard and reports"): money
 * figures in minor units of one currency, days in UTC, a period of whole days (both ends included)
 * of at most `REPORT_MAX_DAYS`.
 */

export const REPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const Day = z.iso.date('validation.invalid_format');
const Currency = z
  .string('validation.required')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,5}$/, 'validation.invalid_format');

/** The number of days from `from` to `to`, both included (0 or less: `to` is before `from`). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of the period in order (`YYYY-MM-DD`). */
export function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: Math.max(0, periodDays(from, to)) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** `to` not before `from`, and the period no longer than `REPORT_MAX_DAYS` (both errors on `to`). */
function checkPeriod<T extends { from: string; to: string }>(query: T, ctx: z.RefinementCtx<T>) {
  const days = periodDays(query.from, query.to);
  if (Number.isNaN(days)) return;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.invalid_value' });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.too_long' });
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (the responsible-gambling report: not per currency). */
export const ReportPeriodQuery = z.strictObject({ from: Day, to: Day }).superRefine(checkPeriod);
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuery>;

/** `GET /api/operator/dashboard?from=&to=&currency=`. */
export const DashboardQuery = z
  .strictObject({ from: Day, to: Day, currency: Currency })
  .superRefine(checkPeriod);
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/**
 * One day's (or the period's) figures. GGR: real money staked less real money won in game rounds
 * (rolled-back bets given back). Bonus cost: real money the promotions paid (bonus money converted
 * to real, wager-free bonuses and free-spin winnings credited as real, tournament and lottery
 * money prizes). NGR: GGR less bonus cost.
 */
export const DashboardFigures = z.object({
  deposits_count: z.number().int(),
  deposits_cents: z.number().int(),
  /** Withdrawals paid out by their provider. */
  withdrawals_count: z.number().int(),
  withdrawals_cents: z.number().int(),
  bets_cents: z.number().int(),
  wins_cents: z.number().int(),
  ggr_cents: z.number().int(),
  bonus_cost_cents: z.number().int(),
  ngr_cents: z.number().int(),
  /** Jackpot wins paid (shown apart: neither in GGR nor in bonus cost). */
  jackpot_wins_cents: z.number().int(),
  /** Players who placed a bet in the currency (the period's: each player once). */
  active_players: z.number().int(),
  /** Players registered (whatever their currency). */
  new_players: z.number().int(),
  /** Players' first-ever deposits made in the currency. */
  first_deposits_count: z.number().int(),
  first_deposits_cents: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const DashboardDay = DashboardFigures.extend({ date: z.string() });
export type DashboardDay = z.infer<typeof DashboardDay>;

export const Dashboard = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Every day of the period, in order (days without activity: zeros). */
  days: z.array(DashboardDay),
  totals: DashboardFigures,
});
export type Dashboard = z.infer<typeof Dashboard>;

/** What a GGR report groups by; each is `GET /api/operator/reports/ggr/by-{dimension}` (and `.csv`). */
export const GGR_DIMENSIONS = ['game', 'producer', 'day', 'country'] as const;
export type GgrDimension = (typeof GGR_DIMENSIONS)[number];

export const GgrReportQuery = z
  .strictObject({
    from: Day,
    to: Day,
    currency: Currency,
    page: OperatorPageNumber,
    per_page: OperatorPageSize,
  })
  .superRefine(checkPeriod);
export type GgrReportQuery = z.infer<typeof GgrReportQuery>;
/** The CSV export: the whole table, unpaged. */
export const GgrCsvQuery = DashboardQuery;

export const GgrRow = z.object({
  /** The game's identifier, the producer's slug, the day (`YYYY-MM-DD`) or the country (ISO; '' unknown). */
  key: z.string(),
  /** The game's or producer's title; null for days, countries and games not in the catalogue. */
  label: z.string().nullable(),
  bets_cents: z.number().int(),
  wins_cents: z.number().int(),
  ggr_cents: z.number().int(),
  /** Players who placed a bet. */
  players: z.number().int(),
});
export type GgrRow = z.infer<typeof GgrRow>;

export const GgrReport = z.object({
  dimension: z.enum(GGR_DIMENSIONS),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Biggest GGR first (days: in order, every day of the period). */
  rows: z.array(GgrRow),
  /** The whole period's sums (every page). */
  totals: z.object({
    bets_cents: z.number().int(),
    wins_cents: z.number().int(),
    ggr_cents: z.number().int(),
  }),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type GgrReport = z.infer<typeof GgrReport>;

/** The reasons a bet or deposit is refused by a limit or an exclusion (a limit "reached"). */
export const LIMIT_REFUSAL_REASONS = [
  'loss_limit',
  'wager_limit',
  'deposit_limit',
  'session_limit',
  'cooling_off',
  'self_exclusion',
] as const;

export const ResponsibleGamblingReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Loss, wager, deposit and session limits players set in the period, per type. */
  limits_set: z.array(z.object({ type: z.string(), count: z.number().int(), players: z.number().int() })),
  /** Bets and deposits refused by a limit or an exclusion, per action and reason. */
  limits_reached: z.array(
    z.object({
      action: z.enum(['bet', 'deposit']),
      reason: z.string(),
      count: z.number().int(),
      players: z.number().int(),
    }),
  ),
  /** Cooling-offs and self-exclusions started in the period, per type and length. */
  exclusions_started: z.array(z.object({ type: z.string(), period: z.string(), count: z.number().int() })),
});
export type ResponsibleGamblingReport = z.infer<typeof ResponsibleGamblingReport>;
