import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useShellPlayer } from '../hooks/use-shell-player.ts';
import {
  AccountLink,
  BalanceMenu,
  DepositLink,
  GiftsLink,
  GuestButtons,
  iconButton,
  SupportLink,
} from './account.tsx';
import { Icon } from './icons.tsx';
import { LanguageSelect } from './language-select.tsx';
import { Logo } from './logo.tsx';
import { SearchBox } from './search-box.tsx';
import { TopNav } from './top-nav.tsx';

/**
 * The page header of spec 2 §2: logo, search, the guest's sign-in/register or the player's
 * deposit, balance, gifts and account; the top navigation below. `notice` is the slot under the
 * bar for account notices (the unconfirmed e-mail notice).
 */
export function Header({
  onOpenMenu,
  menuOpen,
  notice,
}: {
  onOpenMenu: () => void;
  menuOpen: boolean;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const shellPlayer = useShellPlayer();
  return (
    <header className="sticky top-0 z-30 border-b border-white/5 bg-surface-2/95 backdrop-blur">
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
        <SearchBox className="hidden max-w-sm flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {shellPlayer ? (
            <>
              <span className="hidden sm:contents">
                <GiftsLink />
                <SupportLink />
              </span>
              <BalanceMenu shellPlayer={shellPlayer} />
              <span className="hidden sm:contents">
                <DepositLink />
              </span>
              <AccountLink shellPlayer={shellPlayer} nameClassName="hidden lg:flex" />
            </>
          ) : (
            <>
              <span className="hidden sm:contents">
                <SupportLink />
                <LanguageSelect />
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
