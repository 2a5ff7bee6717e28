import { CRASH_MIN_CASHOUT, type CrashOutcome } from '@orbit/games/originals/crash';

/** `"2.5"` / `"2,50"` → 250 hundredths; null when empty; NaN when not a multiplier the engine takes. */
export function parseAutoCashout(text: string): number | null {
  const trimmed = text.trim().replace(',', '.').replace(/×$/, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const hundredths = Math.round(Number(trimmed) * 100);
  return hundredths >= CRASH_MIN_CASHOUT ? hundredths : Number.NaN;
}

export function crashPointOf(outcome: unknown): number | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const point = (outcome as Partial<CrashOutcome>).crashPoint;
  return typeof point === 'number' ? point : null;
}

/** The multiplier a bet was cashed out at (by hand or automatically), if it was. */
export function cashedAt(view: unknown): number | null {
  if (typeof view !== 'object' || view === null) return null;
  const at = (view as { cashout?: unknown }).cashout;
  return typeof at === 'number' ? at : null;
}

/** What a crash bet won once the crash point is known: its cash-out, or the auto cash-out it reached. */
export function crashBetPayout(
  bet: { stake_cents: number; payout_cents: number; bet: unknown; view: unknown },
  crashPoint: number,
): number {
  if (bet.payout_cents > 0) return bet.payout_cents;
  const auto = (bet.bet as { autoCashout?: unknown } | null)?.autoCashout;
  if (typeof auto === 'number' && auto <= crashPoint) return Math.floor((bet.stake_cents * auto) / 100);
  return 0;
}
