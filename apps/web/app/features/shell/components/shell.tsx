import { type ReactNode, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useSyncPlayerLocale } from '~/features/session/api/update-locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { CookieNotice } from './cookie-notice.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/**
 * The page shell around every page (spec 2 §2): skip link, header with top navigation, the
 * page (which renders its own `<main id="main">`), footer, phones' bottom bar, the menu sidebar
 * and the cookie notice. `headerNotice` is shown under the header bar.
 */
export function Shell({
  children,
  cookieNoticeDismissed,
  headerNotice,
}: {
  children: ReactNode;
  cookieNoticeDismissed: boolean;
  headerNotice?: ReactNode;
}) {
  const { t } = useTranslation();
  // The menu belongs to the location it was opened at: following a link closes it.
  const { key } = useLocation();
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const menuOpen = menuAt === key;
  const openMenu = useCallback(() => setMenuAt(key), [key]);
  const closeMenu = useCallback(() => setMenuAt(null), []);
  useSyncPlayerLocale();

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-accent px-4 py-2 font-semibold text-surface focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('shell.skipToContent')}
      </a>
      <Header onOpenMenu={openMenu} menuOpen={menuOpen} notice={headerNotice} />
      {children}
      <Footer />
      <BottomBar onOpenMenu={openMenu} menuOpen={menuOpen} />
      <Sidebar open={menuOpen} onClose={closeMenu} />
      <CookieNotice dismissed={cookieNoticeDismissed} />
    </>
  );
}
