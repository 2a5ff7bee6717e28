import { useTranslation } from '~/shared/i18n/react.tsx';
import { useNavItems } from '../hooks/use-nav-items.ts';
import { NavLink } from './nav-link.tsx';

/** Desktop top navigation; phones reach the same items through the sidebar. */
export function TopNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <nav aria-label={t('shell.nav.label')} className="hidden border-t border-white/5 sm:block">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1.5 [scrollbar-width:none]">
        {items.map((item) => (
          <li key={`${item.id}:${item.href}`} className="shrink-0">
            <NavLink
              item={item}
              className="flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-surface-3 hover:text-ink aria-[current=page]:bg-brand/20 aria-[current=page]:text-ink"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
