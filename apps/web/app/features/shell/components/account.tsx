import { Link, useLocation } from 'react-router';
import { cashboxHref } from '~/shared/cashbox-links.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import type { ShellPlayer } from '../hooks/use-shell-player.ts';
import { PATHS } from '../model/links.ts';
import type { VipStatus } from '../model/player-badges.ts';
import { Icon } from './icons.tsx';

/** The shell's buttons by their class names (app.css `btn`, `icon-button`): every page has a few. */
export const primaryButton = 'btn btn-primary';
export const secondaryButton = 'btn btn-secondary';
export const depositButton = 'btn btn-deposit';
/** Round icon button; callers add the display (`inline-flex`, or `hidden sm:inline-flex`). */
export const iconButton = 'icon-button';

/** Sign-in and registration open as modals over the current page. */
export function GuestButtons({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link to={modalHref(location, 'login')} className={secondaryButton}>
        {t('shell.account.signIn')}
      </Link>
      <Link to={modalHref(location, 'registration')} className={primaryButton}>
        {t('shell.account.register')}
      </Link>
    </div>
  );
}

/** Opens the cashbox's deposit over the current page (a game keeps running behind it). */
export function DepositLink({ className = depositButton }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={cashboxHref(useLocation(), 'deposit')} className={className}>
      <Icon name="wallet" className="size-4" />
      {t('shell.account.deposit')}
    </Link>
  );
}

export function VipBadge({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-[0.65rem] font-bold text-accent uppercase tracking-wide">
      <Icon name="star" className="size-3" />
      {t(`shell.vip.${status}`)}
    </span>
  );
}

/** Avatar with the loyalty level, nickname and VIP badge; links to the profile. */
export function AccountLink({
  shellPlayer,
  nameClassName = 'flex',
}: {
  shellPlayer: ShellPlayer;
  /** Where the nickname shows (the header hides it on narrow screens). */
  nameClassName?: string;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { name, level, levelName, vip } = shellPlayer;
  const levelTitle =
    level === null
      ? null
      : levelName
        ? t('comp.levels.avatar', { level, name: levelName })
        : t('shell.account.level', { level });
  return (
    <Link
      to={href(PATHS.profile)}
      className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-surface-3"
      aria-label={t('shell.account.profileOf', { name })}
    >
      <span className="relative grid size-9 place-items-center rounded-full bg-gradient-to-br from-brand to-fuchsia-500 text-sm font-bold text-white uppercase">
        {name.slice(0, 1)}
        {level !== null && (
          <span
            className="absolute -right-1 -bottom-1 grid min-w-5 place-items-center rounded-full border-2 border-surface-2 bg-accent px-1 text-[0.6rem] leading-4 text-surface"
            title={levelTitle ?? undefined}
            data-testid="account-level"
          >
            {level}
          </span>
        )}
      </span>
      <span className={`${nameClassName} flex-col items-start leading-tight`}>
        <span className="max-w-32 truncate text-sm font-semibold">{name}</span>
        {levelName && (
          <span className="max-w-32 truncate text-xs text-ink-muted" data-testid="account-level-name">
            {levelName}
          </span>
        )}
        {vip && <VipBadge status={vip} />}
      </span>
    </Link>
  );
}

/** Gifts with the count of the player's active bonuses and free spins (the gifts feature counts them). */
export function GiftsLink({ count = 0 }: { count?: number }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <Link
      to={href(PATHS.gifts)}
      className={`${iconButton} inline-flex`}
      aria-label={t('shell.account.gifts', { count })}
    >
      <Icon name="gift" />
      {count > 0 && (
        <span className="absolute top-0.5 right-0.5 grid min-w-4 place-items-center rounded-full bg-danger px-1 text-[0.6rem] font-bold leading-4 text-white">
          {count > 9 ? '9+' : count}
        </span>
      )}
    </Link>
  );
}

/** Opens the support chat (`#chat`, the late chunk's) over the page the player is on. */
export function SupportLink() {
  const { t } = useTranslation();
  return (
    <Link to="#chat" className={`${iconButton} inline-flex`} aria-label={t('shell.account.support')}>
      <Icon name="support" />
    </Link>
  );
}
