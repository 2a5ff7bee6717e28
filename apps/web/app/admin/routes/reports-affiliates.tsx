import type { AffiliateReport } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { CsvLink, ReportFiltersForm, useReportFilters } from '../reports/filters.tsx';
import { moneyText, withQuery } from '../reports/format.ts';
import { adminApi } from '../shared/api.ts';

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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold">
            {t('reports.affiliates.caption', { from: period.from, to: period.to })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.affiliates.stag')}</th>
              <th scope="col">{t('reports.affiliates.registrations')}</th>
              <th scope="col">{t('reports.affiliates.first_deposits')}</th>
              <th scope="col">{t('reports.affiliates.amounts')}</th>
            </tr>
          </thead>
          <tbody>
            {report.data?.rows.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('reports.none')}</td>
              </tr>
            ) : null}
            {(report.data?.rows ?? []).map((row) => (
              <tr key={row.stag} className="border-t border-white/10">
                <th scope="row" className="font-normal">
                  <code>{row.stag}</code>
                </th>
                <td>{row.registrations}</td>
                <td>{row.first_deposits}</td>
                <td>
                  {row.first_deposit_amounts
                    .map((sum) =>
                      moneyText(sum.amount_cents, sum.currency, filters.currencies, i18n.language),
                    )
                    .join(', ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
