import type { HouseRound, SharedRoundEvent } from '@orbit/contract';

export type SharedPhase = 'betting' | 'running' | 'settled';

/**
 * Where a shared round is now: the server announces a round when betting opens and when it is
 * settled; between them the clock says whether bets are still taken (until `closes_at`) or the
 * round runs (crash's curve, a live table's draw).
 */
export function phaseAt(event: Pick<SharedRoundEvent, 'phase' | 'closes_at'>, now: number): SharedPhase {
  if (event.phase === 'settled') return 'settled';
  const closes = event.closes_at ? Date.parse(event.closes_at) : Number.NaN;
  if (Number.isFinite(closes) && now < closes) return 'betting';
  return 'running';
}

/** Whole seconds left until `iso` (0 once passed). */
export function secondsLeft(iso: string | null, now: number): number {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : 0;
}

/** The shared round a bet belongs to (`view.round_id`, as the server presents shared bets). */
export function betRoundId(bet: Pick<HouseRound, 'view'>): number | null {
  const view = bet.view;
  if (typeof view !== 'object' || view === null) return null;
  const id = (view as { round_id?: unknown }).round_id;
  return typeof id === 'number' ? id : null;
}
