import type { ResponsibleGamblingReport } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { CsvLink, ReportFiltersForm, useReportFilters } from '../reports/filters.tsx';
import { withQuery } from '../reports/format.ts';
import { adminApi } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';

/** Responsible gambling: limits set, bets and deposits the limits refused, exclusions started. */
export default function AdminReportsResponsibleGambling() {
  const { t } = useTranslation();
  const filters = useReportFilters();
  const period = filters.period;
  const report = useQuery({
    queryKey: ['admin', 'reports', 'responsible-gambling', period],
    queryFn: () =>
      adminApi().request<ResponsibleGamblingReport>('/api/operator/reports/responsible-gambling', {
        query: { ...period },
      }),
    enabled: !filters.problem,
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  return (
    <section className="flex flex-col gap-4" aria-label={t('reports.tabs.responsible_gambling')}>
      <ReportFiltersForm filters={filters} currency={false} />
      <p>
        <CsvLink
          href={withQuery('/api/operator/reports/responsible-gambling.csv', { ...period })}
          label={t('reports.export')}
        />
      </p>
      {report.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {data ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <Table
            caption={t('reports.rg.limits_set')}
            head={[t('reports.rg.type'), t('reports.rg.count'), t('reports.rg.players')]}
            rows={data.limits_set.map((row) => [t(`reports.rg.types.${row.type}`), row.count, row.players])}
          />
          <Table
            caption={t('reports.rg.limits_reached')}
            head={[
              t('reports.rg.reason'),
              t('reports.rg.action'),
              t('reports.rg.count'),
              t('reports.rg.players'),
            ]}
            rows={data.limits_reached.map((row) => [
              t(`reports.rg.reasons.${row.reason}`),
              t(`reports.rg.actions.${row.action}`),
              row.count,
              row.players,
            ])}
          />
          <Table
            caption={t('reports.rg.exclusions_started')}
            head={[t('reports.rg.type'), t('reports.rg.length'), t('reports.rg.count')]}
            rows={data.exclusions_started.map((row) => [
              t(`reports.rg.types.${row.type}`),
              t(`reports.rg.periods.${row.period}`),
              row.count,
            ])}
          />
        </div>
      ) : null}
    </section>
  );
}

/** A report's table: its first column heads each row; the server's order (lines have no id of their own). */
function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation();
  const columns: DataColumn<{ index: number; cells: ReactNode[] }>[] = head.map((label, j) => ({
    id: String(j),
    header: label,
    cell: (row) => row.cells[j],
    rowHeader: j === 0,
  }));
  return (
    <div data-testid="admin-rg-table">
      <DataTable
        caption={caption}
        showCaption
        columns={columns}
        rows={rows.map((cells, index) => ({ index, cells }))}
        rowKey={(row) => row.index}
        empty={t('reports.none')}
      />
    </div>
  );
}
