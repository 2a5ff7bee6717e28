import type { CurrencyInfo } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { type Period, periodOf, periodProblem } from './format.ts';

export interface ReportFilters {
  period: Period;
  /** '' until the currencies are known (when the address names none). */
  currency: string;
  currencies: CurrencyInfo[];
  /** A translation key when the period cannot be asked for. */
  problem: string | null;
  /** `from`, `to`, `currency` as the server's query. */
  query: { from: string; to: string; currency: string };
}

/**
 * The period (`?from=&to=`, the last 30 days by default) and currency (`?currency=`, the site's
 * default one otherwise) of the dashboard and reports, kept in the address so a view is shareable.
 */
export function useReportFilters(): ReportFilters {
  const [params] = useSearchParams();
  // Today is read once per screen: the default period does not move while it is open.
  const now = useMemo(() => new Date(), []);
  const currencies = useQuery({
    queryKey: ['admin', 'currencies'],
    queryFn: () => adminApi().request<CurrencyInfo[]>('/api/info/currencies'),
    staleTime: 10 * 60_000,
  });
  const enabled = (currencies.data ?? []).filter((c) => c.enabled);
  const period = periodOf(params, now);
  const currency = (
    params.get('currency') ??
    enabled.find((c) => c.default)?.code ??
    enabled[0]?.code ??
    ''
  ).toUpperCase();
  return {
    period,
    currency,
    currencies: enabled,
    problem: periodProblem(period),
    query: { ...period, currency },
  };
}

/** The period's two days and, unless `currency` is false, the currency: each change goes to the address. */
export function ReportFiltersForm({
  filters,
  currency = true,
}: {
  filters: ReportFilters;
  currency?: boolean;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries({ ...filters.period, ...changes })) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <form
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
      aria-label={t('reports.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        type="date"
        label={t('reports.filters.from')}
        value={filters.period.from}
        required
        onChange={(event) => set({ from: event.target.value })}
      />
      <TextField
        type="date"
        label={t('reports.filters.to')}
        value={filters.period.to}
        required
        onChange={(event) => set({ to: event.target.value })}
      />
      {currency ? (
        <SelectField
          label={t('reports.filters.currency')}
          value={filters.currency}
          onChange={(event) => set({ currency: event.target.value })}
          options={
            filters.currencies.length > 0
              ? filters.currencies.map((c) => ({ value: c.code, label: c.code }))
              : [{ value: filters.currency, label: filters.currency }]
          }
        />
      ) : null}
      {filters.problem ? (
        <div className="sm:col-span-3">
          <FormError message={t(filters.problem)} />
        </div>
      ) : null}
    </form>
  );
}

/** A CSV download of a report table. */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      className="inline-block rounded-lg bg-surface-3 px-4 py-2 text-center font-semibold hover:bg-surface-2"
    >
      {label}
    </a>
  );
}
