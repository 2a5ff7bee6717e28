import type { HouseRound } from '@orbit/contract';

export type Outcome = 'win' | 'push' | 'lose';

/** A finished round's outcome for the player: more back than staked, the stake back, or less. */
export function roundOutcome(round: Pick<HouseRound, 'stake_cents' | 'payout_cents'>): Outcome {
  if (round.payout_cents > round.stake_cents) return 'win';
  if (round.payout_cents > 0 && round.payout_cents === round.stake_cents) return 'push';
  return 'lose';
}

/**
 * The sentence announcing a finished round: its translation key and values. A payout below the
 * stake (a partial return) still reads as a win of that amount.
 */
export function resultMessage(
  round: Pick<HouseRound, 'stake_cents' | 'payout_cents'>,
  money: (cents: number) => string,
): { key: string; values: Record<string, string> } {
  const outcome = roundOutcome(round);
  if (outcome === 'push') return { key: 'house.result.push', values: { amount: money(round.payout_cents) } };
  if (round.payout_cents > 0)
    return { key: 'house.result.win', values: { amount: money(round.payout_cents) } };
  return { key: 'house.result.lose', values: { stake: money(round.stake_cents) } };
}

/** A number field of an engine's view (views are the engine's own JSON; the frame reads them defensively). */
export function numberField(view: unknown, name: string): number | null {
  if (typeof view !== 'object' || view === null) return null;
  const value = (view as Record<string, unknown>)[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function field(view: unknown, name: string): unknown {
  if (typeof view !== 'object' || view === null) return undefined;
  return (view as Record<string, unknown>)[name];
}
