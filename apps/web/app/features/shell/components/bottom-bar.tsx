import { Link, useLocation } from 'react-router';
import { cashboxHref } from '~/shared/cashbox-links.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useBettingUrl } from '../api/get-betting-config.ts';
import { useShellPlayer } from '../hooks/use-shell-player.ts';
import { bottomBarItems } from '../model/navigation.ts';
import { Icon } from './icons.tsx';
import { NavLink } from './nav-link.tsx';

/** The bar's cells (app.css): one class name each, every page has five. */
const cellBase = 'bottom-bar-cell';
const cell = 'bottom-bar-link';

/** Phones' bottom bar: deposit when signed in, lobby, pokies, live, sports, menu. */
export function BottomBar({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  const shellPlayer = useShellPlayer();
  const location = useLocation();
  const items = bottomBarItems(useBettingUrl());
  return (
    <nav
      aria-label={t('shell.nav.mobileLabel')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-surface-2 pb-[env(safe-area-inset-bottom)] sm:hidden"
    >
      <ul className="bottom-bar-list">
        {shellPlayer && (
          <li>
            <Link to={cashboxHref(location, 'deposit')} className={`${cellBase} font-semibold text-accent`}>
              <span className="grid size-7 place-items-center rounded-full bg-accent text-surface">
                <Icon name="wallet" className="size-4" />
              </span>
              {t('shell.account.deposit')}
            </Link>
          </li>
        )}
        {items.map((item) => (
          <li key={item.id}>
            <NavLink item={item} showIcon className={cell} />
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={onOpenMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="shell-sidebar"
            className={`${cell} w-full`}
          >
            <Icon name="menu" />
            {t('shell.menu.button')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
