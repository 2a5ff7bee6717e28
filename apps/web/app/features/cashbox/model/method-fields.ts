import {
  cryptoAddressValid,
  ibanValid,
  isCryptoCurrency,
  type MethodField,
  type PaymentMethod,
  paymentCardExpiry,
  paymentCardNumber,
} from '@orbit/contract';

/** Field → translation keys, as `useFormErrors` shows them. */
export type Problems = Record<string, string[]>;

/**
 * The rules a method's fields must pass before a deposit or a withdrawal is sent (the
 * server applies the same): required fields, card number and expiry, IBAN, the coin's address.
 */
export function methodFieldProblems(
  fields: readonly MethodField[],
  values: Readonly<Record<string, string>>,
  currency: string,
  today: Date,
): Problems {
  const problems: Problems = {};
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

/** A deposit's or withdrawal's request: the method, the amount and the method's filled fields. */
export function paymentRequest(
  methodId: string,
  amountCents: number,
  currency: string,
  fields: readonly MethodField[],
  values: Readonly<Record<string, string>>,
): { method_id: string; amount_cents: number; currency: string } & Record<string, string | number> {
  const body: { method_id: string; amount_cents: number; currency: string } & Record<
    string,
    string | number
  > = {
    method_id: methodId,
    amount_cents: amountCents,
    currency,
  };
  for (const field of fields) {
    const value = values[field.name]?.trim();
    if (value) body[field.name] = value;
  }
  return body;
}

/** A method's title in the page's language (its `translationKey`), else the provider's own. */
export function methodTitle(
  t: (key: string, options?: { defaultValue?: string }) => string,
  method: Pick<PaymentMethod, 'translationKey' | 'title' | 'brand'>,
) {
  return t(method.translationKey, { defaultValue: method.title ?? method.brand });
}
