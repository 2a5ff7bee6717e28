import type { RuleResult } from './keys.ts';

export const integer = (value: number): RuleResult => (Number.isInteger(value) ? null : 'validation.integer');

export const minValue = (value: number, min: number): RuleResult =>
  value < min ? 'validation.min_value' : null;

export const maxValue = (value: number, max: number): RuleResult =>
  value > max ? 'validation.max_value' : null;

/** The value must be a whole multiple of `step` (amount presets, exchange counts). */
export function multipleOf(value: number, step: number): RuleResult {
  if (step <= 0) return null;
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9 ? null : 'validation.step';
}

/** An amount the player must be able to pay from `balance` (same unit, e.g. cents). */
export const notMoreThanBalance = (amount: number, balance: number): RuleResult =>
  amount > balance ? 'validation.not_enough_money' : null;
