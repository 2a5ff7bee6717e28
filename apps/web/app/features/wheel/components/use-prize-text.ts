import type { LootboxItem, LootboxPrize } from '@orbit/contract';
import { lootboxPrizes } from '@orbit/contract';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';

export interface PrizeText {
  /** "20 free spins", "C$15.00 bonus". */
  title: string;
  /** "wager ×30 · max win C$150.00" (empty when the prize has neither). */
  terms: string;
  /** The segment's short label on the wheel. */
  short: string;
}

/**
 * Prizes in the page's language and the box's currency: an item's own `title` is the operator's
 * English, so the text is built from its attributes instead.
 */
export function usePrizeText() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number, currency: string) =>
    formatMoney(cents, currencyInfo(currency, undefined), locale);

  const ofPrize = (prize: LootboxPrize, currency: string): PrizeText => {
    const terms = [
      prize.wager ? t('wheel.prize.wager', { wager: prize.wager }) : null,
      prize.maxWinCents !== null
        ? t('wheel.prize.max_win', { amount: money(prize.maxWinCents, currency) })
        : null,
    ].filter(Boolean);
    if (prize.type === 'freespins') {
      return {
        title: t('wheel.prize.freespins', { count: prize.count }),
        short: t('wheel.segment.freespins', { count: prize.count }),
        terms: terms.join(' · '),
      };
    }
    const amount = money(prize.amountCents, currency);
    return { title: t('wheel.prize.bonus', { amount }), short: amount, terms: terms.join(' · ') };
  };

  /** One text for an item (its bonuses joined); "no prize" for an item without bonuses. */
  const ofItem = (item: LootboxItem, currency: string): PrizeText => {
    const prizes = lootboxPrizes(item, currency);
    if (prizes === null)
      return { title: t('wheel.prize.unavailable'), terms: '', short: t('wheel.segment.unavailable') };
    if (prizes.length === 0)
      return { title: t('wheel.prize.none'), terms: '', short: t('wheel.segment.none') };
    const texts = prizes.map((prize) => ofPrize(prize, currency));
    return {
      title: texts.map((text) => text.title).join(' + '),
      terms: texts
        .map((text) => text.terms)
        .filter(Boolean)
        .join('; '),
      short: texts.map((text) => text.short).join(' + '),
    };
  };

  return { ofItem, ofPrize };
}
