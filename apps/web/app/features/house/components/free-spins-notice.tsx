import { isLocale } from '@orbit/contract';
import { localizeHref } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from './frame-context.tsx';

/**
 * The player's free spins on this slot: how many are left and at what stake while they last;
 * once the last is played, what they won (now a bonus, to wager) with a way to the gifts page.
 */
export function FreeSpinsNotice() {
  const { t } = useTranslation();
  const { freeSpins, freeSpinsBonus, money, locale } = useHouseFrame();
  if (freeSpins) {
    return (
      <div className="w-full rounded-xl bg-accent/20 px-4 py-3 text-center" data-testid="free-spins">
        <p className="text-2xl font-black" data-testid="free-spins-left">
          {t('house.freeSpins.left', { count: freeSpins.left })}
        </p>
        <p className="text-sm text-ink-muted">
          {t('house.freeSpins.stake', { amount: money(freeSpins.stake_cents) })}
        </p>
      </div>
    );
  }
  if (freeSpinsBonus === null) return null;
  return (
    <div
      role="status"
      className="w-full rounded-xl bg-success/15 px-4 py-3 text-center"
      data-testid="free-spins-over"
    >
      <p className="font-semibold">
        {freeSpinsBonus > 0
          ? t('house.freeSpins.bonus', { amount: money(freeSpinsBonus) })
          : t('house.freeSpins.noWin')}
      </p>
      {/* The frame is an iframe: the gifts page opens in the casino's window. */}
      <a
        href={localizeHref(isLocale(locale) ? locale : 'en', '/profile/gifts')}
        target="_top"
        className="font-semibold text-brand underline"
      >
        {t('house.freeSpins.gifts')}
      </a>
    </div>
  );
}
