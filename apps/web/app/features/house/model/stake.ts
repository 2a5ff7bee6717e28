/**
 * The stake selector's steps, in the session currency's minor units: a 1-2-5 ladder between
 * the table's minimum and maximum, so every chip is a round amount the player recognises.
 */

export interface StakeLimits {
  min: number;
  max: number;
}

/**
 * Default table limits by the currency's size: 0.10–100.00 of a fiat currency (and of FUN);
 * crypto from 1/100,000 to 1/100 of a coin (e.g. 1,000 sat to 0.01 BTC).
 */
export function defaultLimits(subunitsToUnit: number, fiat: boolean): StakeLimits {
  if (fiat) return { min: Math.max(1, Math.round(subunitsToUnit / 10)), max: subunitsToUnit * 100 };
  return { min: Math.max(1, Math.round(subunitsToUnit / 100_000)), max: Math.round(subunitsToUnit / 100) };
}

/** 1, 2, 5, 10, 20, 50 … from `min` up to `max` (both included, even when not on the ladder). */
export function stakeSteps({ min, max }: StakeLimits): number[] {
  if (!(min > 0) || max < min) return [];
  const steps = [min];
  let decade = 10 ** Math.floor(Math.log10(min));
  while (steps.length < 100) {
    for (const factor of [1, 2, 5]) {
      const value = factor * decade;
      const last = steps[steps.length - 1] ?? 0;
      if (value > last && value < max) steps.push(value);
    }
    decade *= 10;
    if (decade > max) break;
  }
  if ((steps[steps.length - 1] ?? 0) < max) steps.push(max);
  return steps;
}

/** The step `direction` steps away from `current` (the nearest step when `current` is not one). */
export function stepStake(steps: readonly number[], current: number, direction: 1 | -1): number {
  if (steps.length === 0) return current;
  const index =
    direction > 0 ? steps.findIndex((s) => s > current) : findLastIndex(steps, (s) => s < current);
  if (index < 0) return direction > 0 ? (steps[steps.length - 1] as number) : (steps[0] as number);
  return steps[index] as number;
}

/** `value` within the limits, whole minor units. */
export function clampStake(value: number, { min, max }: StakeLimits): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The starting stake: the step nearest to one unit of the currency, at most a tenth of the balance. */
export function initialStake(steps: readonly number[], unit: number, balance: number): number {
  const affordable = steps.filter((s) => s <= unit && s * 10 <= balance);
  return affordable[affordable.length - 1] ?? steps[0] ?? 0;
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return i;
  return -1;
}

/** Steps for stakes that must be whole multiples of `multiple` (line slots: the line count), rounded up. */
export function multipleSteps(steps: readonly number[], multiple: number, max: number): number[] {
  if (multiple <= 1) return [...steps];
  const top = Math.floor(max / multiple) * multiple;
  const out = new Set<number>();
  for (const step of steps) {
    const value = Math.ceil(step / multiple) * multiple;
    if (value <= top) out.add(value);
  }
  if (out.size === 0 && top > 0) out.add(top);
  return [...out].sort((a, b) => a - b);
}

/** The step nearest to `stake` (ties go up). */
export function nearestStep(steps: readonly number[], stake: number): number {
  let best = steps[0] ?? stake;
  for (const step of steps) if (Math.abs(step - stake) <= Math.abs(best - stake)) best = step;
  return best;
}
