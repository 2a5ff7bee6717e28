import {
  type CountryInfo,
  checkPlayerFields,
  contextFields,
  email as emailRule,
  mustAccept,
  type PlayerFieldsInfo,
  password as passwordRule,
  required,
} from '@orbit/contract';
import type { FieldErrorMap } from '~/shared/ui/form-errors.ts';

export type RegistrationValues = Record<string, string | boolean>;

/** Fields the form always has, whatever the registration context says. */
const OWN_FIELDS = ['email', 'password', 'currency', 'terms_acceptance'];

/**
 * The player fields of the registration form in display order: the registration context's
 * fields (nickname only when asked), then country and the promo consent, which are always there.
 */
export function registrationFieldNames(info: PlayerFieldsInfo | undefined): string[] {
  const fromContext = (info ? (contextFields(info, 'registration') ?? []) : []).filter(
    (field) => !OWN_FIELDS.includes(field) && field !== 'country' && field !== 'receive_promos',
  );
  return [...fromContext, 'country', 'receive_promos'];
}

/** The currency of a country (the country list carries the defaults), else the fallback. */
export function defaultCurrencyOf(
  countries: readonly CountryInfo[] | undefined,
  country: string,
  fallback: string,
): string {
  return countries?.find((c) => c.code === country)?.default_currency ?? fallback;
}

/** Browser-side checks before submitting, with the same rules and keys the server uses. */
export function validateRegistration(
  values: RegistrationValues,
  info: PlayerFieldsInfo | undefined,
  fields: readonly string[],
  today: Date,
): FieldErrorMap {
  const errors: FieldErrorMap = {};
  const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string) : '');
  const email = text('email').trim();
  const emailError = required(email) ?? emailRule(email);
  if (emailError) errors.email = [emailError];
  const passwordProblem = required(text('password')) ?? passwordRule(text('password'));
  if (passwordProblem) errors.password = [passwordProblem];
  if (required(text('currency'))) errors.currency = ['validation.required'];
  if (required(text('country'))) errors.country = ['validation.required'];
  const terms = mustAccept(values.terms_acceptance);
  if (terms) errors.terms_acceptance = [terms];
  if (info && contextFields(info, 'registration')) {
    const input = Object.fromEntries(fields.filter((f) => f in values).map((f) => [f, values[f]]));
    const fieldErrors = checkPlayerFields(info, 'registration', input, {
      country: text('country') || null,
      today,
    });
    for (const [field, keys] of Object.entries(fieldErrors)) {
      if (OWN_FIELDS.includes(field) || errors[field]) continue;
      errors[field] = keys;
    }
  }
  return errors;
}

/** The `user` body of POST /api/users: trimmed text, blank optional fields left out. */
export function registrationBody(
  values: RegistrationValues,
  fields: readonly string[],
): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {
    email: String(values.email ?? '').trim(),
    password: String(values.password ?? ''),
    currency: String(values.currency ?? ''),
    terms_acceptance: values.terms_acceptance === true,
  };
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'boolean') body[field] = value;
    else if (typeof value === 'string' && value.trim() !== '') body[field] = value.trim();
  }
  return body;
}
