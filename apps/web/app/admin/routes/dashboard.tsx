import type { Dashboard, DashboardDay, DashboardFigures } from '@orbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { numberFormat } from '~/shared/money.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { CsvLink, ReportFiltersForm, useReportFilters } from '../reports/filters.tsx';
import { chartSeries, isMoneyFigure, moneyText, withQuery } from '../reports/format.ts';
import { adminApi, useMay } from '../shared/api.ts';
import AdminHome from './home.tsx';

// uPlot loads only here, in the browser, once the dashboard shows a chart.
const DayChart = lazy(() => import('../reports/day-chart.tsx'));

/** The back office's start: the home's links for everyone, and the dashboard for roles with reports.read. */
export default function AdminStart() {
  const mayReport = useMay('reports.read');
  return (
    <>
      <AdminHome />
      {mayReport ? <AdminDashboard /> : null}
    </>
  );
}

type Figure = keyof DashboardFigures;

/** The cards: a figure, and the count shown under a sum. */
const CARDS: ReadonlyArray<{ figure: Figure; count?: Figure }> = [
  { figure: 'deposits_cents', count: 'deposits_count' },
  { figure: 'withdrawals_cents', count: 'withdrawals_count' },
  { figure: 'ggr_cents' },
  { figure: 'bonus_cost_cents' },
  { figure: 'ngr_cents' },
  { figure: 'active_players' },
  { figure: 'new_players' },
  { figure: 'first_deposits_cents', count: 'first_deposits_count' },
  { figure: 'jackpot_wins_cents' },
];

const CHARTS: ReadonlyArray<{ id: string; title: string; figures: Figure[] }> = [
  { id: 'payments', title: 'dashboard.charts.payments', figures: ['deposits_cents', 'withdrawals_cents'] },
  {
    id: 'revenue',
    title: 'dashboard.charts.revenue',
    figures: ['ggr_cents', 'bonus_cost_cents', 'ngr_cents'],
  },
  { id: 'players', title: 'dashboard.charts.players', figures: ['active_players', 'new_players'] },
];

const COLORS = ['#38bdf8', '#f59e0b', '#a78bfa', '#34d399'];

function AdminDashboard() {
  const { t, i18n } = useTranslation();
  const filters = useReportFilters();
  const ready = filters.currency !== '' && !filters.problem;
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard', filters.query],
    queryFn: () => adminApi().request<Dashboard>('/api/operator/dashboard', { query: filters.query }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const data = dashboard.data;
  const money = useCallback(
    (cents: number) =>
      moneyText(cents, data?.currency ?? filters.currency, filters.currencies, i18n.language),
    [data?.currency, filters.currency, filters.currencies, i18n.language],
  );
  const count = useCallback(
    (value: number) => numberFormat(i18n.language, {}).format(value),
    [i18n.language],
  );
  const show = (figure: Figure, value: number) => (isMoneyFigure(figure) ? money(value) : count(value));
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-bold">
        {t('admin.nav.dashboard')}
      </h2>
      <ReportFiltersForm filters={filters} />
      <p className="flex flex-wrap gap-3">
        <CsvLink
          href={withQuery('/api/operator/dashboard.csv', filters.query)}
          label={t('dashboard.export')}
        />
        <Link to={withQuery('/admin/reports', filters.query)} className="self-center underline">
          {t('dashboard.reports_link')}
        </Link>
      </p>
      {dashboard.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      {data ? (
        <>
          <dl
            className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5"
            aria-label={t('dashboard.totals', { from: data.from, to: data.to, currency: data.currency })}
          >
            {CARDS.map((card) => (
              <div
                key={card.figure}
                className="rounded-2xl bg-surface-2 p-4"
                data-testid={`admin-kpi-${card.figure}`}
              >
                <dt className="text-sm text-ink-muted">{t(`dashboard.figures.${card.figure}`)}</dt>
                <dd className="text-xl font-bold">{show(card.figure, data.totals[card.figure])}</dd>
                {card.count ? (
                  <dd className="text-sm text-ink-muted">
                    {t('dashboard.count', { count: data.totals[card.count] })}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
          <p className="text-sm text-ink-muted">{t('dashboard.definitions')}</p>
          <div className="grid gap-4 xl:grid-cols-2">
            {CHARTS.map((chart) => (
              <DayFigure
                key={chart.id}
                title={t(chart.title, { currency: data.currency })}
                days={data.days}
                figures={chart.figures}
                subunits={subunitsOf(data.currency, filters.currencies)}
                show={show}
              />
            ))}
          </div>
        </>
      ) : ready ? (
        <p>{t('admin.loading')}</p>
      ) : null}
    </section>
  );
}

const subunitsOf = (code: string, currencies: ReadonlyArray<{ code: string; subunits_to_unit: number }>) =>
  currencies.find((c) => c.code === code)?.subunits_to_unit ?? 100;

/** One chart with its caption and, as its text alternative, the same figures in a table. */
function DayFigure({
  title,
  days,
  figures,
  subunits,
  show,
}: {
  title: string;
  days: DashboardDay[];
  figures: Figure[];
  subunits: number;
  show: (figure: Figure, value: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const captionId = useId();
  const series = useMemo(() => chartSeries(days, figures, subunits), [days, figures, subunits]);
  const lines = useMemo(
    () =>
      figures.map((figure, i) => ({ label: t(`dashboard.figures.${figure}`), color: COLORS[i] ?? '#fff' })),
    [figures, t],
  );
  const axis = useCallback(
    (value: number) => numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value),
    [i18n.language],
  );
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2 rounded-2xl bg-surface-2 p-4">
      <figcaption id={captionId} className="font-semibold">
        {title}
      </figcaption>
      {hydrated ? (
        <Suspense fallback={<div className="h-[260px]" />}>
          <DayChart data={series} lines={lines} format={axis} />
        </Suspense>
      ) : (
        <div className="h-[260px]" />
      )}
      <details>
        <summary className="cursor-pointer">{t('dashboard.show_table')}</summary>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.day')}</th>
                {figures.map((figure) => (
                  <th key={figure} scope="col">
                    {t(`dashboard.figures.${figure}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-white/10">
                  <th scope="row" className="font-normal">
                    {day.date}
                  </th>
                  {figures.map((figure) => (
                    <td key={figure}>{show(figure, day[figure])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
