import type { ValidationComponent, ValidationSide } from '@orbit/contract';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { focusFirstInvalid } from './field.tsx';

/** Field → translation keys; `base` holds errors that belong to the whole form. */
export type FieldErrorMap = Record<string, string[]>;

export interface SubmitFailure {
  fields: FieldErrorMap;
  /** A translation key for the form-wide message, if any. */
  base: string | null;
  /** The refusal code of a 4xx (`{error: code}`), e.g. `registration_restricted`. */
  code: string | null;
}

/** The form-wide message keys of a feature when the server gives no field errors. */
export interface FailureMessages {
  generic: string;
  /** No answer at all (network, timeout); `generic` when not given. */
  network?: string;
  /** 429; `generic` when not given. */
  tooManyRequests?: string;
}

/**
 * Turns a failed request into what a form shows: a 422's field keys per field, its `base`
 * key above the form, otherwise the feature's form-wide message and the refusal code.
 */
export function submitFailure(error: unknown, messages: FailureMessages): SubmitFailure {
  if (!(error instanceof ApiError))
    return { fields: {}, base: messages.network ?? messages.generic, code: null };
  if (error.status === 422) {
    const { base, ...fields } = error.fieldErrors;
    return { fields, base: base?.[0] ?? null, code: null };
  }
  const base = error.status === 429 ? (messages.tooManyRequests ?? messages.generic) : messages.generic;
  return { fields: {}, base, code: error.code ?? null };
}

/** The first key of a field, or null. */
export const firstError = (errors: FieldErrorMap, field: string): string | null => errors[field]?.[0] ?? null;

export const hasErrors = (errors: FieldErrorMap): boolean =>
  Object.values(errors).some((list) => list.length > 0);

export interface FormErrors {
  /** Put on the `<form>`: the first invalid field of it gets focus. */
  form: RefObject<HTMLFormElement | null>;
  errors: FieldErrorMap;
  /** Translated first error of a field, or null. */
  fieldError(field: string): string | null;
  /** Translated form-wide message, or null. */
  baseError: string | null;
  /** Shows the browser-side problems of a submit; true when there are none (send it). */
  check(found: FieldErrorMap): boolean;
  /** Shows the server's field errors and a form-wide key, then focuses the first invalid field. */
  show(fields: FieldErrorMap, base: string | null): void;
  /** Shows a failed request (`submitFailure`) and returns it for special cases. */
  fail(error: unknown): SubmitFailure;
}

/**
 * Reports a named form's field errors (`metrics-errors-validation`). The reporter is imported when
 * there is something to report: a static import would list its chunk beside every form's in the
 * start-up shell's preload lists.
 */
function reportErrors(
  component: ValidationComponent | undefined,
  side: ValidationSide,
  fields: FieldErrorMap,
) {
  if (!component || !hasErrors(fields)) return;
  import('~/shared/telemetry/report.ts')
    .then((reporter) => reporter.reportValidationErrors(component, side, fields))
    .catch(() => {});
}

/**
 * The error state every form of Orbit keeps, with the focus rule of an accessible form. A form
 * named by `component` also reports the field errors it shows (`metrics-errors-validation`):
 * the browser's own checks as `frontEnd`, the server's as `backEnd`.
 */
export function useFormErrors(messages: FailureMessages, component?: ValidationComponent): FormErrors {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [base, setBase] = useState<string | null>(null);

  // After React has rendered the messages, so the fields carry aria-invalid.
  const focusInvalid = useCallback(() => requestAnimationFrame(() => focusFirstInvalid(form.current)), []);
  const show = useCallback(
    (fields: FieldErrorMap, key: string | null) => {
      setErrors(fields);
      setBase(key);
      focusInvalid();
    },
    [focusInvalid],
  );
  /** What the server refused (`show` and `fail`), reported for a named form. */
  const showServer = (fields: FieldErrorMap, key: string | null) => {
    reportErrors(component, 'backEnd', fields);
    show(fields, key);
  };

  return {
    form,
    errors,
    fieldError: (field) => {
      const key = firstError(errors, field);
      return key ? t(key) : null;
    },
    baseError: base ? t(base) : null,
    check: (found) => {
      reportErrors(component, 'frontEnd', found);
      show(found, null);
      return !hasErrors(found);
    },
    show: showServer,
    fail: (error) => {
      const failure = submitFailure(error, messages);
      showServer(failure.fields, failure.base);
      return failure;
    },
  };
}
