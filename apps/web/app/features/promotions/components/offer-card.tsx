import type { BonusOffer } from '@orbit/contract';
import type { ReactNode } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { offerTerms, offerTitle } from '../model/offer-terms.ts';

/** A link the operator wrote: a site path or an http(s) address, nothing that runs script. */
const isSafeLink = (url: string) => /^(\/(?!\/)|https?:\/\/)/i.test(url);

/**
 * One offer's card: its title and terms in the player's currency (match, cap, minimum deposit,
 * wager, free spins), the operator's logo and link when it has them, and its actions.
 */
export function OfferCard({
  offer,
  currency,
  matchPercent = null,
  image = null,
  url = null,
  children,
}: {
  offer: BonusOffer;
  currency: string;
  matchPercent?: number | null;
  image?: string | null;
  url?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const info = currencyInfo(currency, useCurrencies());
  const money = (cents: number) => formatMoney(cents, info, locale);
  const terms = offerTerms(offer, currency);
  const title = offerTitle(offer);
  const facts = [
    matchPercent !== null ? t('promotions.offer.match', { percent: matchPercent }) : null,
    terms.capCents !== null ? t('promotions.offer.cap', { amount: money(terms.capCents) }) : null,
    terms.freespins !== null ? t('promotions.offer.freespins', { count: terms.freespins }) : null,
    terms.minDepositCents !== null
      ? t('promotions.offer.min_deposit', { amount: money(terms.minDepositCents) })
      : null,
    terms.wager !== null ? t('promotions.offer.wager', { wager: terms.wager }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <article
      className="flex gap-3 rounded-lg border border-surface-3 bg-surface-2 p-3"
      aria-label={title}
      data-testid="offer-card"
    >
      {image && isSafeLink(image) ? (
        <img src={image} alt="" className="size-16 shrink-0 rounded-md object-cover" loading="lazy" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-semibold">{title}</h3>
        {facts.length > 0 ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {url && isSafeLink(url) ? (
          <a href={url} className="text-sm font-semibold text-brand underline">
            {t('promotions.offer.more')}
          </a>
        ) : null}
        {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      </div>
    </article>
  );
}
