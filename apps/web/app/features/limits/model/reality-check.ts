import type { RealityCheck } from '@orbit/contract';

const MINUTE_MS = 60_000;

/**
 * When the next reality check is due, from the server's own count of the session's minutes (the
 * browser's clock may be off): at the next whole multiple of the interval.
 */
export function msUntilNextCheck(check: Pick<RealityCheck, 'interval_minutes' | 'played_minutes'>): number {
  const interval = Math.max(1, check.interval_minutes);
  return (interval - (check.played_minutes % interval)) * MINUTE_MS;
}
