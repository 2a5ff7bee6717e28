import type { DashboardDay, DashboardFigures } from '@orbit/contract';
import { REPORT_MAX_DAYS } from '@orbit/contract';
import { type CurrencyInfo, currencyInfo, formatMoney } from '~/shared/money.ts';

/**
 * The dashboard's and reports' pure helpers: the period in the address, the figures as text,
 * the series a chart draws.
 */

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  from: string;
  to: string;
}

/** The UTC day of a moment (`YYYY-MM-DD`). */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The last `days` days up to today (UTC), today included. */
export function lastDays(now: Date, days: number): Period {
  return { from: dayOf(new Date(now.getTime() - (days - 1) * DAY_MS)), to: dayOf(now) };
}

/** The period in the address (`?from=&to=`), the last 30 days when either is missing or no day. */
export function periodOf(params: URLSearchParams, now: Date): Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return DAY.test(from) && DAY.test(to) ? { from, to } : lastDays(now, 30);
}

/** What is wrong with a period before asking the server (null: nothing), as a translation key. */
export function periodProblem(period: Period): string | null {
  const days =
    Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS) + 1;
  if (Number.isNaN(days)) return 'reports.period.invalid';
  if (days < 1) return 'reports.period.reversed';
  if (days > REPORT_MAX_DAYS) return 'reports.period.too_long';
  return null;
}

/** `path?key=value&…` for a link (a CSV download), leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Minor units of a currency as the operator's locale writes them (`CA$1,234.50`). */
export function moneyText(
  cents: number,
  code: string,
  currencies: readonly CurrencyInfo[] | undefined,
  locale: string,
): string {
  return formatMoney(cents, currencyInfo(code, currencies), locale);
}

/** The dashboard's money figures (the others are counts of players or payments). */
export const MONEY_FIGURES = [
  'deposits_cents',
  'withdrawals_cents',
  'bets_cents',
  'wins_cents',
  'ggr_cents',
  'bonus_cost_cents',
  'ngr_cents',
  'jackpot_wins_cents',
  'first_deposits_cents',
] as const satisfies readonly (keyof DashboardFigures)[];

export const isMoneyFigure = (figure: keyof DashboardFigures) =>
  (MONEY_FIGURES as readonly string[]).includes(figure);

/**
 * The series of a chart in uPlot's shape: x = each day's start in seconds, then one row per
 * figure (money in whole units of the currency, so the axis reads like the cards).
 */
export function chartSeries(
  days: readonly DashboardDay[],
  figures: readonly (keyof DashboardFigures)[],
  subunitsToUnit: number,
): number[][] {
  const xs = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
  const rows = figures.map((figure) =>
    days.map((day) => (isMoneyFigure(figure) ? day[figure] / subunitsToUnit : day[figure])),
  );
  return [xs, ...rows];
}
