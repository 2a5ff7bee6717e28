import type { MethodField } from '@orbit/contract';
import { methodFieldProblems, type Problems } from './method-fields.ts';

export type { Problems };

export interface WithdrawalLimits {
  min_cents: number;
  max_cents: number;
  /** The real money of the account: a withdrawal never asks for more (the server says the same). */
  available_cents: number;
}

/**
 * The rules a withdrawal form checks before it sends anything (the server's own): the
 * amount within the method's range and never over the money that may be cashed out; the method's
 * fields by `methodFieldProblems`.
 */
export function withdrawalProblems(
  fields: readonly MethodField[],
  values: Readonly<Record<string, string>>,
  amountCents: number | null,
  limits: WithdrawalLimits,
  currency: string,
  today: Date,
): Problems {
  const problems: Problems = {};
  if (amountCents === null || amountCents <= 0) problems.amount_cents = ['cashbox.errors.amount'];
  else if (amountCents > limits.available_cents) problems.amount_cents = ['payments.withdraw.over_available'];
  else if (amountCents < limits.min_cents || amountCents > limits.max_cents)
    problems.amount_cents = ['cashbox.errors.amount_range'];
  Object.assign(problems, methodFieldProblems(fields, values, currency, today));
  return problems;
}
