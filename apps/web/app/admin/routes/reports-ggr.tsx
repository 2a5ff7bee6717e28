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
import { Pager } from '../shared/pager.tsx';

const PER_PAGE = 50;

const dimensionOf = (value: string | null): GgrDimension =>
  (GGR_DIMENSIONS as readonly string[]).includes(value ?? '') ? (value as GgrDimension) : 'game';

/** GGR (real money staked less won) by game, producer, day or country, paged on the server, CSV. */
export default function AdminReportsGgr() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useReportFilters();
  const by = dimensionOf(params.get('by'));
  const page = Math.max(1, Number(params.get('page')) || 1);
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold">
            {t('reports.ggr.caption', {
              by: title,
              from: filters.period.from,
              to: filters.period.to,
              currency: filters.currency,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t(`reports.ggr.key.${by}`)}</th>
              {by === 'game' || by === 'producer' ? <th scope="col">{t('reports.ggr.title')}</th> : null}
              <th scope="col">{t('reports.ggr.bets')}</th>
              <th scope="col">{t('reports.ggr.wins')}</th>
              <th scope="col">{t('reports.ggr.ggr')}</th>
              <th scope="col">{t('reports.ggr.players')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.rows ?? []).map((row) => (
              <tr key={row.key} className="border-t border-white/10" data-testid="admin-ggr-row">
                <th scope="row" className="font-normal">
                  <code>{keyText(row.key)}</code>
                </th>
                {by === 'game' || by === 'producer' ? <td>{row.label ?? '—'}</td> : null}
                <td>{money(row.bets_cents)}</td>
                <td>{money(row.wins_cents)}</td>
                <td>{money(row.ggr_cents)}</td>
                <td>{numberFormat(i18n.language, {}).format(row.players)}</td>
              </tr>
            ))}
          </tbody>
          {data ? (
            <tfoot>
              <tr className="border-t border-white/20 font-semibold">
                <th scope="row">{t('reports.total')}</th>
                {by === 'game' || by === 'producer' ? <td /> : null}
                <td>{money(data.totals.bets_cents)}</td>
                <td>{money(data.totals.wins_cents)}</td>
                <td>{money(data.totals.ggr_cents)}</td>
                <td />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
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
