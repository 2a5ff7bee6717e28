import { useTranslation } from '~/shared/i18n/react.tsx';
import { useNavItems } from '../hooks/use-nav-items.ts';
import { NavLink } from './nav-link.tsx';

/** Desktop top navigation (`top-nav-link`, app.css: every page has a dozen); phones reach the same items through the sidebar. */
export function TopNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <nav aria-label={t('shell.nav.label')} className="hidden border-t border-white/5 sm:block">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1.5 [scrollbar-width:none]">
        {items.map((item) => (
          <li key={`${item.id}:${item.href}`} className="shrink-0">
            <NavLink item={item} className="top-nav-link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
