import { lazy, memo, type ReactNode, Suspense } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { useShellPlayer } from '../hooks/use-shell-player.ts';
import { AccountLink, DepositLink, GiftsLink, GuestButtons, iconButton, SupportLink } from './account.tsx';
import { Icon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { TopNav } from './top-nav.tsx';

// Server-rendered, their code loads after the page's own: the search (a form field shown from
// tablet width), the language list and a signed-in player's balance menu.
const SearchBox = lazy(() => import('./search-box-on-use.tsx').then((m) => ({ default: m.SearchBox })));
const LanguageSelect = lazy(() =>
  import('./language-select-on-use.tsx').then((m) => ({ default: m.LanguageSelect })),
);
const BalanceMenu = lazy(() => import('./balance-menu.tsx').then((m) => ({ default: m.HeaderBalanceMenu })));
// The gifts count's queries load after the page's own code (the count shows once hydrated anyway).
const CountedGiftsLink = lazy(() =>
  import('./counted-gifts-link.tsx').then((m) => ({ default: m.CountedGiftsLink })),
);

// Memoised without props: a re-render of the header while a chunk loads must not count as an
// update of the server-rendered boundary (React would drop its HTML and render the fallback).
const LazySearchBox = memo(function LazySearchBox() {
  return (
    <Suspense fallback={null}>
      <SearchBox className="hidden max-w-sm flex-1 md:block" />
    </Suspense>
  );
});

const LazyLanguageSelect = memo(function LazyLanguageSelect() {
  return (
    <Suspense fallback={null}>
      <LanguageSelect />
    </Suspense>
  );
});

const LazyBalanceMenu = memo(function LazyBalanceMenu() {
  return (
    <Suspense fallback={null}>
      <BalanceMenu />
    </Suspense>
  );
});

/**
 * The gifts button; its count is read once the page has hydrated: a query the header started
 * during the server render would keep the gifts page's server-rendered lists from hydrating.
 */
function HeaderGiftsLink() {
  return useHydrated() ? (
    <Suspense fallback={<GiftsLink />}>
      <CountedGiftsLink />
    </Suspense>
  ) : (
    <GiftsLink />
  );
}

/**
 * The page header: logo, search, the guest's sign-in/register or the player's
 * deposit, balance, gifts and account; the top navigation below. `notice` is the slot under the
 * bar for account notices (the unconfirmed e-mail notice); `tools` go before a signed-in
 * player's gifts (the notifications button).
 */
export function Header({
  onOpenMenu,
  menuOpen,
  notice,
  tools,
}: {
  onOpenMenu: () => void;
  menuOpen: boolean;
  notice?: ReactNode;
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const shellPlayer = useShellPlayer();
  return (
    <header className="sticky top-0 z-30 border-b border-white/5 bg-surface-2">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('shell.menu.open')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="shell-sidebar"
          className={`${iconButton} hidden sm:inline-flex`}
        >
          <Icon name="menu" />
        </button>
        <Logo />
        <LazySearchBox />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {shellPlayer ? (
            <>
              {tools}
              <span className="hidden sm:contents">
                <HeaderGiftsLink />
                <SupportLink />
              </span>
              <LazyBalanceMenu />
              <span className="hidden sm:contents">
                <DepositLink />
              </span>
              <AccountLink shellPlayer={shellPlayer} nameClassName="hidden lg:flex" />
            </>
          ) : (
            <>
              <span className="hidden sm:contents">
                <SupportLink />
                <LazyLanguageSelect />
              </span>
              <GuestButtons />
            </>
          )}
        </div>
      </div>
      {notice}
      <TopNav />
    </header>
  );
}
