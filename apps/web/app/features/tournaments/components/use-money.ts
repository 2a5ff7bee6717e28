import { useLocale } from '~/shared/i18n/locale.ts';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';

/** Minor units of a tournament's currency, formatted for the page locale. */
export function useMoney(): (cents: number, currency: string) => string {
  const { locale } = useLocale();
  const currencies = useCurrencies();
  return (cents, currency) => formatMoney(cents, currencyInfo(currency, currencies), locale);
}
