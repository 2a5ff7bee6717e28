import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useOperator } from '../shared/api.ts';

const TABS = [
  { to: '/admin/reports', label: 'reports.tabs.ggr', end: true },
  { to: '/admin/reports/responsible-gambling', label: 'reports.tabs.responsible_gambling', end: false },
  { to: '/admin/reports/affiliates', label: 'reports.tabs.affiliates', end: false },
] as const;

/** Reports (reports.read): GGR by game, producer, day or country; responsible gambling; affiliates. */
export default function AdminReports() {
  const { t } = useTranslation();
  const me = useOperator();
  // The period and currency stay as they are from one report to the next.
  const { search } = useLocation();
  const kept = new URLSearchParams(search);
  for (const name of [...kept.keys()]) if (!['from', 'to', 'currency'].includes(name)) kept.delete(name);
  return (
    <>
      <h1 className="text-2xl font-bold">{t('reports.title')}</h1>
      <nav aria-label={t('reports.tabs.label')}>
        <ul className="flex flex-wrap gap-1 border-b border-white/10">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={{ pathname: tab.to, search: kept.toString() }}
                end={tab.end}
                className={({ isActive }) =>
                  `block rounded-t-lg px-3 py-2 hover:bg-surface-3 ${isActive ? 'bg-surface-3 font-semibold' : ''}`
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={me} />
    </>
  );
}
