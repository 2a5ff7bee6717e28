import { lazy, memo, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { Realtime } from '~/features/realtime/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useSyncPlayerLocale } from '../api/update-locale.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Header } from './header.tsx';

// Below the fold, behind a button or shown once: their code loads after the page's own. The footer
// and the cookie notice are still server-rendered (their HTML stays in place until their chunk
// hydrates it); the footer's code loads only as it nears the viewport, the sidebar when opened.
const Footer = lazy(() => import('./footer-near.tsx'));
const CookieNotice = lazy(() => import('./cookie-notice.tsx').then((m) => ({ default: m.CookieNotice })));
const Sidebar = lazy(() => import('./sidebar.tsx').then((m) => ({ default: m.Sidebar })));
// Over any page of a signed-in player once the socket is up; their code loads then.
const LivePopups = lazy(() => import('./live-popups.tsx').then((m) => ({ default: m.LivePopups })));

// Memoised: a re-render of the shell while the chunk loads must not count as an update of the
// server-rendered boundary (React would drop its HTML and render the fallback).
const LazyFooter = memo(function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
});

const LazyCookieNotice = memo(function LazyCookieNotice() {
  return (
    <Suspense fallback={null}>
      <CookieNotice dismissed={false} />
    </Suspense>
  );
});

/**
 * The page shell around every page: skip link, header with top navigation, the
 * page (which renders its own `<main id="main">`), footer, phones' bottom bar, the menu sidebar,
 * the cookie notice, the realtime socket and the popups it shows over any page (limits, cashbox).
 * `headerNotice` is shown under the header bar; `playerTools` beside a signed-in player's gifts
 * and at the top of the sidebar (the notification centre: a feature the shell must not import).
 */
export function Shell({
  children,
  cookieNoticeDismissed,
  headerNotice,
  playerTools,
}: {
  children: ReactNode;
  cookieNoticeDismissed: boolean;
  headerNotice?: ReactNode;
  playerTools?: { header: ReactNode; sidebar: ReactNode };
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
      <Header onOpenMenu={openMenu} menuOpen={menuOpen} notice={headerNotice} tools={playerTools?.header} />
      {children}
      <LazyFooter />
      <BottomBar onOpenMenu={openMenu} menuOpen={menuOpen} />
      {menuOpen && (
        <Suspense fallback={null}>
          <Sidebar open onClose={closeMenu} tools={playerTools?.sidebar} />
        </Suspense>
      )}
      {cookieNoticeDismissed ? null : <LazyCookieNotice />}
      <Realtime>
        <Suspense fallback={null}>
          <LivePopups />
        </Suspense>
      </Realtime>
    </>
  );
}
