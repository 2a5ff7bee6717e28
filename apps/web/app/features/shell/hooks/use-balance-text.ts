import { useLocale } from '~/shared/i18n/locale.ts';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import type { ShellPlayer } from './use-shell-player.ts';

/** The balance the player plays with, formatted for the page locale. */
export function useBalanceText(shellPlayer: ShellPlayer): string | null {
  const { locale } = useLocale();
  const { account, currencies } = shellPlayer;
  if (!account) return null;
  return formatMoney(account.amount_cents, currencyInfo(account.currency, currencies), locale);
}
