import { useLocale } from '~/shared/i18n/locale.ts';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';

/** Money in the adventure's currency and its UTC dates, in the page's locale (the same on server and browser). */
export function useAdventureFormat(currency: string) {
  const { locale } = useLocale();
  const currencies = useCurrencies(true);
  const info = currencyInfo(currency, currencies);
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    money: (cents: number) => formatMoney(cents, info, locale),
    date: (day: string) => dates.format(new Date(`${day}T00:00:00Z`)),
  };
}
