import { SectionLayout, type SectionTab } from '../shared/section-layout.tsx';

/** The promotions' screens, each a tab of this section. */
const TABS: readonly SectionTab[] = [
  { to: '/admin/promotions', label: 'promotions.tabs.offers', end: true },
  { to: '/admin/promotions/grants', label: 'promotions.tabs.grants' },
  { to: '/admin/promotions/cashback', label: 'promotions.tabs.cashback' },
  { to: '/admin/promotions/tournaments', label: 'promotions.tabs.tournaments' },
  { to: '/admin/promotions/lotteries', label: 'promotions.tabs.lotteries' },
  { to: '/admin/promotions/loyalty', label: 'promotions.tabs.loyalty' },
  { to: '/admin/promotions/wheel', label: 'promotions.tabs.wheel' },
  { to: '/admin/promotions/adventure', label: 'promotions.tabs.adventure' },
  { to: '/admin/promotions/banners', label: 'promotions.tabs.banners' },
];

/** Promotions: offers and codes, gifts by hand, cashback, competitions, loyalty, wheel, calendar, banners. */
export default function AdminPromotions() {
  return <SectionLayout label="promotions.tabs.label" tabs={TABS} />;
}
