import { useLocale } from '~/shared/i18n/locale.ts';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';

/** Minor units of the quest's currency, formatted for the page's locale. */
export function useQuestMoney(currency: string): (cents: number) => string {
  const { locale } = useLocale();
  const info = currencyInfo(currency, useCurrencies());
  return (cents) => formatMoney(cents, info, locale);
}
