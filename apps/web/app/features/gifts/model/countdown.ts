export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes left until `targetMs` (never negative); null when the date is unreadable. */
export function timeLeft(target: string, nowMs: number): TimeLeft | null {
  const targetMs = Date.parse(target);
  if (Number.isNaN(targetMs)) return null;
  const minutes = Math.max(0, Math.floor((targetMs - nowMs) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
