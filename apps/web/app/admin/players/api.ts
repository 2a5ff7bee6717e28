import type { CurrencyInfo, PlayerOverview } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { adminApi } from '../shared/api.ts';
import { formatCents, refusalKey } from './model.ts';

/** Query keys of the players screens: everything of one player is dropped together after a change. */
export const playerKey = (id: number) => ['admin', 'players', id] as const;
export const ADJUSTMENTS_KEY = ['admin', 'adjustments'] as const;

/** `GET /api/operator/players/{id}`: the page's overview (profile, balances, limits, sessions, notes). */
export function usePlayerOverview(id: number) {
  return useQuery({
    queryKey: [...playerKey(id), 'overview'],
    queryFn: () => adminApi().request<PlayerOverview>(`/api/operator/players/${id}`),
  });
}

/** Every currency's minor units, to show amounts exactly. */
export function useMoney() {
  const currencies = useQuery({
    queryKey: ['admin', 'currencies'],
    queryFn: () => adminApi().request<CurrencyInfo[]>('/api/info/currencies'),
    staleTime: 10 * 60_000,
  });
  const list = currencies.data ?? [];
  const subunitsOf = (code: string) => list.find((c) => c.code === code)?.subunits_to_unit ?? 100;
  return {
    codes: list.map((c) => c.code),
    subunitsOf,
    format: (cents: number, code: string) => formatCents(cents, subunitsOf(code), code),
  };
}

/**
 * A players screen's call: a 422's field errors (translated when shown, `base` as the message) and
 * any other refusal as one message in the screen's words (another operator decided it already …).
 */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
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
      } else if (error instanceof ApiError) {
        setMessage(t(refusalKey(error.status, error.code)));
      } else {
        setMessage(t('admin.errors.failed'));
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (field: string) => (errors[field]?.[0] ? t(errors[field][0]) : null);
  return { busy, errors, message, run, fieldError };
}
