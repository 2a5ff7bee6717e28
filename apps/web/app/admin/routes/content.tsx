import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useOperator } from '../shared/api.ts';

/** The content screens, each a tab of this section. */
const TABS = [
  { to: '/admin/content', label: 'content.tabs.pages', end: true },
  { to: '/admin/content/snippets', label: 'content.tabs.snippets' },
  { to: '/admin/content/config', label: 'content.tabs.config' },
  { to: '/admin/content/hosts', label: 'content.tabs.hosts' },
] as const;

/** Content: CMS pages and snippets, the front-end configs as forms, the hosts (mirrors). */
export default function AdminContent() {
  const { t } = useTranslation();
  const me = useOperator();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('content.title')}</h1>
      <nav aria-label={t('content.tabs.label')}>
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
