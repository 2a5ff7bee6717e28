import { GGR_DIMENSIONS, type GgrDimension, type GgrReport } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { numberFormat } from '~/shared/money.ts';
import { SelectField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { CsvLink, ReportFiltersForm, useReportFilters } from '../reports/filters.tsx';
import { moneyText, withQuery } from '../reports/format.ts';
import { adminApi } from '../shared/api.ts';
import { type DataColumn, DataTable } from '../shared/data-table.tsx';
import { Pager } from '../shared/pager.tsx';
import { pageOf } from '../shared/paging.ts';

const PER_PAGE = 50;

/** A line of the report, or its totals (the last line, keyed TOTAL). */
type GgrLine = Omit<GgrReport['rows'][number], 'players'> & { players: number | null };
const TOTAL = '\u0000total';

const dimensionOf = (value: string | null): GgrDimension =>
  (GGR_DIMENSIONS as readonly string[]).includes(value ?? '') ? (value as GgrDimension) : 'game';

/** GGR (real money staked less won) by game, producer, day or country, paged on the server, CSV. */
export default function AdminReportsGgr() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useReportFilters();
  const by = dimensionOf(params.get('by'));
  const page = pageOf(params);
  const ready = filters.currency !== '' && !filters.problem;
  const report = useQuery({
    queryKey: ['admin', 'reports', 'ggr', by, filters.query, page],
    queryFn: () =>
      adminApi().request<GgrReport>(`/api/operator/reports/ggr/by-${by}`, {
        query: { ...filters.query, page, per_page: PER_PAGE },
      }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const money = (cents: number) =>
    moneyText(cents, data?.currency ?? filters.currency, filters.currencies, i18n.language);
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: name !== 'page' });
  };
  const keyText = (key: string) => (by === 'country' && key === '' ? t('reports.ggr.unknown_country') : key);
  const title = t(`reports.ggr.by.${by}`);
  const labelled = by === 'game' || by === 'producer';
  const columns: DataColumn<GgrLine>[] = [
    {
      id: 'key',
      header: t(`reports.ggr.key.${by}`),
      rowHeader: true,
      cell: (row) => (row.key === TOTAL ? t('reports.total') : <code>{keyText(row.key)}</code>),
    },
    ...(labelled
      ? [
          {
            id: 'label',
            header: t('reports.ggr.title'),
            cell: (row: GgrLine) => (row.key === TOTAL ? '' : (row.label ?? '—')),
          },
        ]
      : []),
    { id: 'bets', header: t('reports.ggr.bets'), cell: (row) => money(row.bets_cents) },
    { id: 'wins', header: t('reports.ggr.wins'), cell: (row) => money(row.wins_cents) },
    { id: 'ggr', header: t('reports.ggr.ggr'), cell: (row) => money(row.ggr_cents) },
    {
      id: 'players',
      header: t('reports.ggr.players'),
      cell: (row) => (row.players === null ? '' : numberFormat(i18n.language, {}).format(row.players)),
    },
  ];

  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <ReportFiltersForm filters={filters} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('reports.ggr.group_by')}
          value={by}
          onChange={(event) => setParam('by', event.target.value)}
          options={GGR_DIMENSIONS.map((d) => ({ value: d, label: t(`reports.ggr.by.${d}`) }))}
        />
        <CsvLink
          href={withQuery(`/api/operator/reports/ggr/by-${by}.csv`, filters.query)}
          label={t('reports.export')}
        />
      </div>
      {report.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <DataTable
        caption={t('reports.ggr.caption', {
          by: title,
          from: filters.period.from,
          to: filters.period.to,
          currency: filters.currency,
        })}
        showCaption
        columns={columns}
        rows={data ? [...data.rows, { ...data.totals, key: TOTAL, label: null, players: null }] : undefined}
        rowKey={(row) => row.key}
        rowProps={(row) => ({ 'data-testid': row.key === TOTAL ? 'admin-ggr-total' : 'admin-ggr-row' })}
        rowClassName="border-t border-white/10 align-top data-[testid=admin-ggr-total]:font-semibold"
      />
      {data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={data.total_count}
          onPage={(next) => setParam('page', String(next))}
        />
      ) : null}
    </section>
  );
}
