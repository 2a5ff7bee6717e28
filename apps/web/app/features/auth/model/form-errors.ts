import { ApiError } from '~/shared/api/client.ts';

/** Field → translation keys; `base` holds errors that belong to the whole form. */
export type FieldErrorMap = Record<string, string[]>;

export interface SubmitFailure {
  fields: FieldErrorMap;
  /** A translation key for the form-wide message, if any. */
  base: string | null;
  /** The refusal code of a 4xx (`{error: code}`), e.g. `registration_restricted`. */
  code: string | null;
}

/**
 * Turns a failed request into what a form shows: a 422's field keys per field, its `base`
 * key (or a generic message) above the form, and the refusal code for special screens.
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { fields: {}, base: 'auth.errors.network', code: null };
  if (error.status === 422) {
    const { base, ...fields } = error.fieldErrors;
    const first = base?.[0] ?? null;
    return { fields, base: first, code: null };
  }
  if (error.status === 429)
    return { fields: {}, base: 'auth.errors.too_many_requests', code: error.code ?? null };
  return { fields: {}, base: 'auth.errors.generic', code: error.code ?? null };
}

/** The first key of a field, or null. */
export const firstError = (errors: FieldErrorMap, field: string): string | null => errors[field]?.[0] ?? null;

export const hasErrors = (errors: FieldErrorMap): boolean =>
  Object.values(errors).some((list) => list.length > 0);
