import type { PaymentFigures, PaymentStats } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi } from '../shared/api.ts';
import { PAYMENTS_KEY, useAddressFilters, useMoney } from './payments-parts.tsx';

const FILTERS = ['from', 'to', 'currency'] as const;

/** Per method and currency: deposits and withdrawals started, succeeded, failed, moved, success rate. */
export default function AdminPaymentsStats() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { params, query, setFilter } = useAddressFilters(FILTERS);
  // One table: no paging.
  const request = Object.fromEntries(Object.entries(query).filter(([name]) => name !== 'page'));
  const stats = useQuery({
    queryKey: [...PAYMENTS_KEY, 'stats', request],
    queryFn: () => adminApi().request<PaymentStats>('/api/operator/payments/stats', { query: request }),
    placeholderData: keepPreviousData,
  });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const rows = stats.data?.methods ?? [];
  const figures = (values: PaymentFigures, currency: string, direction: string) => [
    <td key={`${direction}-count`} className="text-right">
      {values.count}
    </td>,
    <td key={`${direction}-succeeded`} className="text-right">
      {values.succeeded}
    </td>,
    <td key={`${direction}-failed`} className="text-right">
      {values.failed}
    </td>,
    <td key={`${direction}-sum`} className="text-right whitespace-nowrap">
      {money(values.sum_cents, currency)}
    </td>,
    <td key={`${direction}-rate`} className="text-right">
      {values.success_rate === null ? '—' : percent.format(values.success_rate)}
    </td>,
  ];
  const subHeaders = (direction: string) =>
    (['count', 'succeeded', 'failed', 'sum', 'rate'] as const).map((column) => (
      <th key={`${direction}-${column}`} scope="col" className="text-right">
        {t(`payments.stats.${column}`)}
      </th>
    ));
  return (
    <section aria-labelledby="admin-payments-stats" className="flex flex-col gap-3">
      <h2 id="admin-payments-stats" className="text-lg font-semibold">
        {t('payments.stats.title')}
      </h2>
      <form
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('payments.filters.label')}
      >
        <TextField
          type="date"
          label={t('payments.filters.from')}
          value={params.get('from') ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('payments.filters.to')}
          value={params.get('to') ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
        />
        <TextField
          label={t('payments.filters.currency')}
          maxLength={5}
          defaultValue={params.get('currency') ?? ''}
          onBlur={(event) => setFilter('currency', event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('currency', event.currentTarget.value.trim());
          }}
        />
      </form>
      <p className="text-sm text-ink-muted">{t('payments.stats.rate_hint')}</p>
      {stats.isError ? (
        <FormError
          message={
            stats.error instanceof ApiError && stats.error.status === 400
              ? t('payments.filters.invalid')
              : t('admin.errors.failed')
          }
        />
      ) : null}
      {stats.data && rows.length === 0 ? <p>{t('payments.stats.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('payments.stats.title')}</caption>
            <thead>
              <tr>
                <td colSpan={2} />
                <th scope="colgroup" colSpan={5} className="text-center">
                  {t('payments.stats.deposits')}
                </th>
                <th scope="colgroup" colSpan={5} className="text-center">
                  {t('payments.stats.withdrawals')}
                </th>
              </tr>
              <tr>
                <th scope="col">{t('payments.columns.method')}</th>
                <th scope="col">{t('payments.filters.currency')}</th>
                {subHeaders('deposits')}
                {subHeaders('withdrawals')}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.method}-${row.currency}`}
                  className="border-t border-white/10"
                  data-testid="admin-stats-row"
                >
                  <th scope="row" className="font-normal">
                    {row.method}
                  </th>
                  <td>{row.currency}</td>
                  {figures(row.deposits, row.currency, 'deposits')}
                  {figures(row.withdrawals, row.currency, 'withdrawals')}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
