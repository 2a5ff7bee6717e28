import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SignOutButton } from '~/features/auth/index.ts';
import { BalanceWagering } from '~/features/gifts/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useHydrated } from '~/shared/use-hydrated.ts';
import { useBalanceText } from '../hooks/use-balance-text.ts';
import { type ShellPlayer, useShellPlayer } from '../hooks/use-shell-player.ts';
import { PATHS } from '../model/links.ts';
import { DepositLink, depositButton, secondaryButton } from './account.tsx';
import { Icon } from './icons.tsx';
import { Popover } from './popover.tsx';

// The comp coins' and lottery tickets' queries and code load after the page's own (the rows show once hydrated anyway).
const CompCoinsRow = lazy(() => import('./comp-coins-row.tsx').then((m) => ({ default: m.CompCoinsRow })));

/** The comp coins and lottery tickets, read once the page has hydrated (as the header's gifts count, for the same reason). */
export function LazyCompCoins() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <CompCoinsRow />
    </Suspense>
  ) : null;
}

/**
 * Balance dropdown: every wallet, real and bonus money of the active one, the wagering progress of
 * the player's bonuses, the comp coins (when the shop is enabled), the lottery tickets, cashbox and profile.
 */
export function BalanceMenu({ shellPlayer }: { shellPlayer: ShellPlayer }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const { accounts, account, currencies } = shellPlayer;
  const balance = useBalanceText(shellPlayer);
  const money = (cents: number, code: string) => formatMoney(cents, currencyInfo(code, currencies), locale);
  return (
    <Popover
      buttonClassName="flex h-10 items-center gap-2 rounded-full bg-surface-3 px-4 text-sm font-semibold tabular-nums hover:bg-surface-3/70"
      label={
        <>
          <span className="sr-only">{t('shell.balance.label')}: </span>
          {balance ?? '—'}
          <Icon name="chevron" className="size-4 text-ink-muted" />
        </>
      }
      panelClassName="w-72"
    >
      {account && (
        <dl className="grid grid-cols-2 gap-y-1 border-b border-white/10 px-3 pt-1 pb-3 text-sm">
          <dt className="text-ink-muted">{t('shell.balance.real')}</dt>
          <dd className="text-right tabular-nums">
            {money(account.available_to_cashout_cents, account.currency)}
          </dd>
          <dt className="text-ink-muted">{t('shell.balance.bonus')}</dt>
          <dd className="text-right tabular-nums">
            {money(account.amount_cents - account.available_to_cashout_cents, account.currency)}
          </dd>
        </dl>
      )}
      <BalanceWagering currency={shellPlayer.player.currency} />
      <LazyCompCoins />
      {accounts.length > 1 && (
        <ul className="border-b border-white/10 py-2" aria-label={t('shell.balance.wallets')}>
          {accounts.map((a) => (
            <li key={a.currency} className="flex justify-between px-3 py-1 text-sm">
              <span className={a === account ? 'font-semibold text-accent' : 'text-ink-muted'}>
                {a.currency}
              </span>
              <span className="tabular-nums">{money(a.amount_cents, a.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 px-1 pt-3 pb-1">
        <DepositLink className={`${depositButton} w-full`} />
        <Link to={href(PATHS.profile)} className={`${secondaryButton} w-full`}>
          {t('shell.account.goToProfile')}
        </Link>
        <SignOutButton className={`${secondaryButton} w-full`} />
      </div>
    </Popover>
  );
}

/** The header's balance menu, for a signed-in player. */
export function HeaderBalanceMenu() {
  const shellPlayer = useShellPlayer();
  return shellPlayer ? <BalanceMenu shellPlayer={shellPlayer} /> : null;
}
