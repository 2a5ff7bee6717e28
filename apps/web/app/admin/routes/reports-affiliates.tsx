import type { AffiliateReport } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { CsvLink, ReportFiltersForm, useReportFilters } from '../reports/filters.tsx';
import { moneyText, withQuery } from '../reports/format.ts';
import { adminApi } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';

/** The affiliate report (the affiliates module's): registrations and first deposits per tag. */
export default function AdminReportsAffiliates() {
  const { t, i18n } = useTranslation();
  const filters = useReportFilters();
  const period = filters.period;
  const report = useQuery({
    queryKey: ['admin', 'reports', 'affiliates', period],
    queryFn: () =>
      adminApi().request<AffiliateReport>('/api/operator/reports/affiliates', { query: { ...period } }),
    enabled: !filters.problem,
    placeholderData: keepPreviousData,
  });
  const columns: DataColumn<AffiliateReport['rows'][number]>[] = [
    {
      id: 'stag',
      header: t('reports.affiliates.stag'),
      cell: (row) => <code>{row.stag}</code>,
      rowHeader: true,
    },
    { id: 'registrations', header: t('reports.affiliates.registrations'), cell: (row) => row.registrations },
    {
      id: 'first_deposits',
      header: t('reports.affiliates.first_deposits'),
      cell: (row) => row.first_deposits,
    },
    {
      id: 'amounts',
      header: t('reports.affiliates.amounts'),
      cell: (row) =>
        row.first_deposit_amounts
          .map((sum) => moneyText(sum.amount_cents, sum.currency, filters.currencies, i18n.language))
          .join(', ') || '—',
    },
  ];
  return (
    <section className="flex flex-col gap-4" aria-label={t('reports.tabs.affiliates')}>
      <ReportFiltersForm filters={filters} currency={false} />
      <p>
        <CsvLink
          href={withQuery('/api/operator/reports/affiliates.csv', { ...period })}
          label={t('reports.export')}
        />
      </p>
      {report.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('reports.affiliates.caption', { from: period.from, to: period.to })}
        showCaption
        columns={columns}
        rows={report.data?.rows}
        rowKey={(row) => row.stag}
        empty={t('reports.none')}
      />
    </section>
  );
}
