import { useTranslation } from '~/shared/i18n/react.tsx';
import { useNavItems } from '../hooks/use-nav-items.ts';
import { NavLink } from './nav-link.tsx';

/** Desktop top navigation (`top-nav-link`, app.css: every page has a dozen); phones reach the same items through the sidebar. */
export function TopNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <nav aria-label={t('shell.nav.label')} className="hidden border-t border-white/5 sm:block">
      <ul className="top-nav-list">
        {items.map((item) => (
          <li key={`${item.id}:${item.href}`}>
            <NavLink item={item} className="top-nav-link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
