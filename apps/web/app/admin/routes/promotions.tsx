import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useOperator } from '../shared/api.ts';

/** The promotions' screens, each a tab of this section. */
const TABS = [
  { to: '/admin/promotions', label: 'promotions.tabs.offers', end: true },
  { to: '/admin/promotions/grants', label: 'promotions.tabs.grants' },
  { to: '/admin/promotions/cashback', label: 'promotions.tabs.cashback' },
  { to: '/admin/promotions/tournaments', label: 'promotions.tabs.tournaments' },
  { to: '/admin/promotions/lotteries', label: 'promotions.tabs.lotteries' },
  { to: '/admin/promotions/loyalty', label: 'promotions.tabs.loyalty' },
  { to: '/admin/promotions/wheel', label: 'promotions.tabs.wheel' },
  { to: '/admin/promotions/adventure', label: 'promotions.tabs.adventure' },
  { to: '/admin/promotions/banners', label: 'promotions.tabs.banners' },
] as const;

/** Promotions: offers and codes, gifts by hand, cashback, competitions, loyalty, wheel, calendar, banners. */
export default function AdminPromotions() {
  const { t } = useTranslation();
  const me = useOperator();
  return (
    <>
      <nav aria-label={t('promotions.tabs.label')}>
        <ul className="flex flex-wrap gap-1 border-b border-white/10 pb-2">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={'end' in tab}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm hover:bg-surface-3 ${isActive ? 'bg-surface-3 font-semibold' : ''}`
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
