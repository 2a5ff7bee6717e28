import { useLocale } from '~/shared/i18n/locale.ts';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';

/** Minor units of a gift's currency, formatted for the page locale (crypto in its display unit). */
export function useGiftMoney() {
  const { locale } = useLocale();
  const currencies = useCurrencies(true);
  return {
    money: (cents: number, currency: string) =>
      formatMoney(cents, currencyInfo(currency, currencies), locale),
    info: (currency: string) => currencyInfo(currency, currencies),
  };
}
