import { ApiError } from '~/shared/api/client.ts';

/** Why a rocket chance draw was refused, as the page explains it. */
export type ChanceRefusal = 'not_enough' | 'multi_account' | 'bonuses_disabled' | 'closed' | 'generic';

/** The server's answer to a refused draw → the page's message (422 field errors, 404 closed). */
export function chanceRefusal(error: unknown): ChanceRefusal {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 404) return 'closed';
  const errors = error.fieldErrors;
  if (errors.points?.includes('comp_points.not_enough')) return 'not_enough';
  if (errors.base?.includes('comp_points.multi_account')) return 'multi_account';
  if (errors.base?.includes('comp_points.bonuses_disabled')) return 'bonuses_disabled';
  return 'generic';
}

/** A refusal the same request would meet again: the next attempt is a new draw (a new key). */
export const isFinalRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

/** How many draws the coins pay for. */
export const drawsAffordable = (coins: number, points: number) =>
  points > 0 ? Math.floor(coins / points) : 0;

/** A fresh idempotency key for one draw. */
export function newDrawKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `draw-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
