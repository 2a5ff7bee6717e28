import { useState } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';

export type FieldErrors = Record<string, string[]>;

/**
 * A back-office form's submit: runs the call, keeps the 422's field errors (translated when shown)
 * and any other refusal as one message; `busy` while it runs.
 */
export function useSubmit() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const run = async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fieldErrors);
        const base = error.fieldErrors.base?.[0];
        if (base) setMessage(t(base));
      } else if (error instanceof ApiError && error.status === 429) {
        setMessage(t(error.code === 'operator_locked' ? 'admin.errors.locked' : 'admin.errors.too_many'));
      } else if (error instanceof ApiError && error.status === 403) {
        setMessage(t('admin.errors.forbidden'));
      } else {
        setMessage(t('admin.errors.failed'));
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  /** The first error of a field, translated, or null. */
  const fieldError = (field: string) => (errors[field]?.[0] ? t(errors[field][0]) : null);
  return { busy, errors, message, run, fieldError };
}

/** A `next` that stays inside the back office (never another site, never a player page). */
export const safeNext = (next: string | null) =>
  next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/admin';
