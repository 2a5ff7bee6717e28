import type { LotteryPrize } from '@orbit/contract';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';

/** Money in any currency, a prize in words and UTC dates, in the page's locale (the same on server and browser). */
export function useLotteryFormat() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const currencies = useCurrencies();
  const money = (cents: number, currency: string) =>
    formatMoney(cents, currencyInfo(currency, currencies), locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const prize = (
    place: Pick<LotteryPrize, 'kind' | 'money_award_cents' | 'freespins_count' | 'wager_multiplier'>,
    currency: string,
  ) => {
    if (place.kind === 'freespins') return t('lotteries.prize.freespins', { count: place.freespins_count });
    const amount = money(place.money_award_cents, currency);
    if (place.kind === 'bonus')
      return place.wager_multiplier > 0
        ? t('lotteries.prize.bonus_wager', { amount, wager: place.wager_multiplier })
        : t('lotteries.prize.bonus', { amount });
    return amount;
  };
  return { money, prize, date: (iso: string) => `${dates.format(new Date(iso))} UTC` };
}
