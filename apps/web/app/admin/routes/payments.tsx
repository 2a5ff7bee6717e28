import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useOperator } from '../shared/api.ts';

const TABS = [
  { to: '/admin/payments', label: 'payments.tabs.queue', end: true },
  { to: '/admin/payments/deposits', label: 'payments.tabs.deposits', end: false },
  { to: '/admin/payments/all', label: 'payments.tabs.all', end: false },
  { to: '/admin/payments/callbacks', label: 'payments.tabs.callbacks', end: false },
  { to: '/admin/payments/stats', label: 'payments.tabs.stats', end: false },
] as const;

/** Payments (payments.read): the review queue, deposits, every payment, provider callbacks, statistics. */
export default function AdminPayments() {
  const { t } = useTranslation();
  const me = useOperator();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('payments.title')}</h1>
      <nav aria-label={t('payments.tabs.label')}>
        <ul className="flex flex-wrap gap-1 border-b border-white/10">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
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
      {/* The screens below read the operator (their permissions) from the outlet's context too. */}
      <Outlet context={me} />
    </>
  );
}
