import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useOperator } from '../shared/api.ts';

/** The games screens, each a tab of this section. */
const TABS = [
  { to: '/admin/games', label: 'games.tabs.catalogue', end: true },
  { to: '/admin/games/categories', label: 'games.tabs.categories' },
  { to: '/admin/games/producers', label: 'games.tabs.producers' },
  { to: '/admin/games/providers', label: 'games.tabs.providers' },
  { to: '/admin/games/jackpots', label: 'games.tabs.jackpots' },
  { to: '/admin/games/rtp', label: 'games.tabs.rtp' },
] as const;

/** Games: the catalogue, categories and their order, producers, wallet providers, jackpots, RTP. */
export default function AdminGames() {
  const { t } = useTranslation();
  const me = useOperator();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('games.title')}</h1>
      <nav aria-label={t('games.tabs.label')}>
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
