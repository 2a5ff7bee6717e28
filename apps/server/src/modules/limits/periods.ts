import { isExclusionLimit } from '@orbit/contract';

/**
 * The time rules of limits, pure: period windows, how long an exclusion lasts, the 24-hour wait,
 * and whether a limit or its waiting change counts at a given time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A loosening (a higher amount or minutes, a removal) waits this long (UKGC, MGA)… */
export const LOOSENING_DELAY_MS = DAY_MS;
/** …and then the player confirms it by the e-mailed link within this long, or it lapses. */
export const CONFIRM_WINDOW_MS = 7 * DAY_MS;

export interface Window {
  start: Date;
  end: Date;
}

/** The calendar window (UTC) a money or session limit counts over: today, this week (Monday on), this month. */
export function periodWindow(period: string, now: Date): Window {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'week') {
    const start = day - ((now.getUTCDay() + 6) % 7) * DAY_MS;
    return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
  }
  if (period === 'month') {
    return {
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    };
  }
  return { start: new Date(day), end: new Date(day + DAY_MS) };
}

const addMonths = (at: Date, months: number) => {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

/**
 * When a cooling-off (24 hours, 7 days, 30 days) or self-exclusion (6 months, 1 year, 5 years)
 * set now ends; null: a permanent self-exclusion.
 */
export function exclusionEnd(type: string, period: string, now: Date): Date | null {
  if (type === 'coolingoff') {
    const days = period === 'week' ? 7 : period === 'month' ? 30 : 1;
    return new Date(now.getTime() + days * DAY_MS);
  }
  if (period === '6months') return addMonths(now, 6);
  if (period === '1year') return addMonths(now, 12);
  if (period === '5years') return addMonths(now, 60);
  return null;
}

/** Whether a cooling-off or self-exclusion ending at `endsAt` (null: never) is still in force. */
export const inForce = (endsAt: Date | null, now: Date) => endsAt === null || endsAt > now;

/** Whole minutes from `from` to `to` (a session limit's running time), never negative. */
export const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

/** Whether a limit's waiting change is still live: its confirmation window has not lapsed. */
export const pendingLive = (row: { pendingAppliesAt: Date | null; confirmUntil: Date | null }, now: Date) =>
  row.pendingAppliesAt !== null && row.confirmUntil !== null && row.confirmUntil > now;

/** Whether a limit counts now: a cooling-off or self-exclusion only until its end, the others always. */
export const isCurrent = (row: { type: string; endsAt: Date | null }, now: Date) =>
  !isExclusionLimit(row.type) || inForce(row.endsAt, now);
