/**
 * Time status of anything with a start and an end: future while the
 * start is ahead, active while the end is ahead, archive after. A banner timer follows it.
 */
export type TimeStatus = 'future' | 'active' | 'archive';

export function timeStatus(startMs: number, endMs: number, nowMs: number): TimeStatus {
  if (nowMs < startMs) return 'future';
  if (nowMs < endMs) return 'active';
  return 'archive';
}

export interface Countdown {
  status: TimeStatus;
  /** Translation key of the label: left to finish, start in, finished. */
  labelKey: 'lobby.timer.leftToFinish' | 'lobby.timer.startIn' | 'lobby.timer.finished';
  /** Epoch ms the countdown runs to: end_at when active, start_at when future; none when archived. */
  targetMs: number | null;
}

const LABELS = {
  active: 'lobby.timer.leftToFinish',
  future: 'lobby.timer.startIn',
  archive: 'lobby.timer.finished',
} as const;

/** The banner timer `{start_at, end_at}` (ISO dates) at `nowMs`; null when a date is unreadable. */
export function bannerCountdown(
  timer: { start_at: string; end_at: string },
  nowMs: number,
): Countdown | null {
  const start = Date.parse(timer.start_at);
  const end = Date.parse(timer.end_at);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  const status = timeStatus(start, end, nowMs);
  const targetMs = status === 'active' ? end : status === 'future' ? start : null;
  return { status, labelKey: LABELS[status], targetMs };
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left until `targetMs` (never negative). */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
