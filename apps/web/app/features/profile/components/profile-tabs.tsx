import { NavLink } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';

const TABS = [
  { path: '/profile', label: 'profile.tabs.personal', end: true },
  // The loyalty levels belong to the comp-shop feature.
  { path: '/profile/levels', label: 'comp.levels.tab', end: false },
  { path: '/profile/balance-history', label: 'profile.tabs.balance_history', end: false },
  { path: '/profile/security', label: 'profile.tabs.security', end: false },
  { path: '/profile/subscriptions', label: 'profile.tabs.subscriptions', end: false },
  // The games history's page and label belong to the play feature.
  { path: '/profile/games-history', label: 'play.tabs.games_history', end: false },
  // The responsible-gambling limits belong to the limits feature.
  { path: '/profile/limits', label: 'limits.tab', end: false },
  // The bonuses and free spins belong to the gifts feature.
  { path: '/profile/gifts', label: 'gifts.tabs.gifts', end: false },
  // The documents and questionnaire belong to the verification feature.
  { path: '/profile/verification', label: 'verification.tab', end: false },
] as const;

/** The profile's sections as links (each is a page of its own, so they work without script). */
export function ProfileTabs() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <nav aria-label={t('profile.tabs.label')} className="overflow-x-auto border-b border-surface-3">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={href(tab.path)}
              end={tab.end}
              data-testid={`profile-tab-${tab.label.split('.').pop()}`}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 font-medium ${isActive ? 'border-brand text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
