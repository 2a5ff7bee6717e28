import {
  cryptoAddressValid,
  ibanValid,
  isCryptoCurrency,
  type MethodField,
  paymentCardExpiry,
  paymentCardNumber,
} from '@orbit/contract';

/** Field → translation keys, as `useFormErrors` shows them. */
export type Problems = Record<string, string[]>;

export interface WithdrawalLimits {
  min_cents: number;
  max_cents: number;
  /** The real money of the account: a withdrawal never asks for more (the server says the same). */
  available_cents: number;
}

/**
 * The rules a withdrawal form checks before it sends anything (spec 2 §5, the server's own): the
 * amount within the method's range and never over the money that may be cashed out; card, IBAN and
 * the coin's address by the contract's rules.
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
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) problems[field.name] = ['validation.required'];
      continue;
    }
    const problem =
      field.type === 'card_number'
        ? paymentCardNumber(value)
        : field.type === 'card_expiry'
          ? paymentCardExpiry(value, today)
          : field.type === 'iban' && !ibanValid(value)
            ? 'payments.iban_invalid'
            : field.type === 'crypto_address' &&
                !(isCryptoCurrency(currency) && cryptoAddressValid(currency, value))
              ? 'payments.address_invalid'
              : null;
    if (problem) problems[field.name] = [problem];
  }
  return problems;
}
