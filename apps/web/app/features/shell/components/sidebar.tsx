import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SignOutButton } from '~/features/auth/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useBalanceText } from '../hooks/use-balance-text.ts';
import { useNavItems } from '../hooks/use-nav-items.ts';
import { type ShellPlayer, useShellPlayer } from '../hooks/use-shell-player.ts';
import { PATHS } from '../model/links.ts';
import { isCloseSwipe, type Point } from '../model/swipe.ts';
import { DepositLink, GuestButtons, iconButton } from './account.tsx';
import { LazyCompCoins } from './balance-menu.tsx';
import { Icon } from './icons.tsx';
import { InstallBlock } from './install-block.tsx';
import { LanguageList } from './language-select.tsx';
import { LocalTime } from './local-time.tsx';
import { Logo } from './logo.tsx';
import { NavLink } from './nav-link.tsx';
import { SearchBox } from './search-box.tsx';
import { VipManager } from './vip-manager.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The menu sidebar as a modal dialog sliding from the left: focus moves
 * into it and stays there, and goes back to the opener when it closes. It closes on Escape, on
 * a click outside and on a swipe towards the left edge.
 */
export function Sidebar({ open, onClose, tools }: { open: boolean; onClose: () => void; tools?: ReactNode }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<Point | null>(null);

  // A layout effect: focus and the Escape/Tab listeners are in place in the same commit that
  // shows the dialog, so a key pressed the moment it appears is never lost.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panel.current) {
        keepFocusInside(event, panel.current);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  const begin = (point: Point) => {
    swipeStart.current = point;
  };
  const end = (point: Point) => {
    if (swipeStart.current && isCloseSwipe(swipeStart.current, point, 'left')) onClose();
    swipeStart.current = null;
  };

  return (
    <div className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm">
      <div
        ref={panel}
        id="shell-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.menu.label')}
        tabIndex={-1}
        onPointerDown={(e) => e.pointerType !== 'touch' && begin({ x: e.clientX, y: e.clientY })}
        onPointerUp={(e) => e.pointerType !== 'touch' && end({ x: e.clientX, y: e.clientY })}
        onTouchStart={(e) => e.touches[0] && begin({ x: e.touches[0].clientX, y: e.touches[0].clientY })}
        onTouchEnd={(e) =>
          e.changedTouches[0] && end({ x: e.changedTouches[0].clientX, y: e.changedTouches[0].clientY })
        }
        className="flex h-full w-[min(22rem,88vw)] flex-col gap-5 overflow-y-auto bg-surface-2 p-4 shadow-2xl shadow-black focus:outline-none"
      >
        <div className="flex items-center justify-between">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            aria-label={t('shell.menu.close')}
            className={`${iconButton} inline-flex`}
          >
            <Icon name="close" />
          </button>
        </div>
        <SidebarBody tools={tools} />
      </div>
    </div>
  );
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement) {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]'),
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function SidebarBody({ tools }: { tools?: ReactNode }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const shellPlayer = useShellPlayer();
  const items = useNavItems();
  const rowLink =
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-muted hover:bg-surface-3 hover:text-ink aria-[current=page]:bg-brand/20 aria-[current=page]:text-ink';
  return (
    <>
      {shellPlayer ? <SidebarBalance shellPlayer={shellPlayer} /> : <GuestButtons className="[&>a]:flex-1" />}
      {shellPlayer ? tools : null}
      <SearchBox className="sm:hidden" />
      <nav aria-label={t('shell.nav.label')}>
        <ul className="flex flex-col gap-0.5">
          {items.map((item) => (
            <li key={`${item.id}:${item.href}`}>
              <NavLink item={item} showIcon className={rowLink} />
            </li>
          ))}
        </ul>
      </nav>
      {shellPlayer && (
        <ul className="flex flex-col gap-0.5 border-t border-white/10 pt-4">
          <li>
            <Link to={href(PATHS.profile)} className={rowLink}>
              <Icon name="user" />
              {t('shell.account.profile')}
            </Link>
          </li>
          <li>
            <Link to="#chat" className={rowLink}>
              <Icon name="support" />
              {t('shell.account.support')}
            </Link>
          </li>
          <li>
            <SignOutButton className={`${rowLink} w-full text-left`} />
          </li>
        </ul>
      )}
      {shellPlayer?.vip && <VipManager groups={shellPlayer.groups} />}
      <InstallBlock />
      <LanguageList />
      <LocalTime />
    </>
  );
}

function SidebarBalance({ shellPlayer }: { shellPlayer: ShellPlayer }) {
  const { t } = useTranslation();
  const balance = useBalanceText(shellPlayer);
  return (
    <section aria-labelledby="sidebar-balance" className="rounded-xl bg-surface-3 p-4">
      <h2 id="sidebar-balance" className="text-xs text-ink-muted uppercase tracking-wide">
        {t('shell.balance.label')}
      </h2>
      <p className="mt-1 text-2xl font-bold tabular-nums">{balance ?? '—'}</p>
      {/* The comp coins (when the shop is on) and lottery tickets, as in the header's balance menu. */}
      <div className="mt-2 flex flex-col gap-1 text-sm">
        <LazyCompCoins />
      </div>
      <DepositLink className="mt-3 inline-flex h-10 w-full items-center justify-center gap-2 rounded-full bg-accent text-sm font-semibold text-surface" />
    </section>
  );
}
