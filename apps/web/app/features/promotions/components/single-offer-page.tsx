import type { AvailableOffer } from '@orbit/contract';
import { Link, useLocation } from 'react-router';
import { cashboxHref } from '~/shared/cashbox-links.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { OfferCard } from './offer-card.tsx';

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong';

/**
 * `/bonus/{id}` (the spec's SingleBonusPage): one of the visitor's offers, to share or open from
 * a mail — a player's deposit offer taken in the cashbox, a guest's sign-up offer by registering.
 */
export function SingleOfferPage({
  offer,
  currency,
  forPlayer,
}: {
  offer: AvailableOffer;
  currency: string;
  forPlayer: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const location = useLocation();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 focus:outline-none"
    >
      <Link to={href('/promotions')} className="text-sm font-semibold text-brand underline">
        {t('pages.bonus.back')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{t('pages.bonus.title')}</h1>
      <OfferCard
        offer={offer}
        currency={currency}
        matchPercent={offer.match_percent}
        image={offer.image}
        url={offer.url}
      >
        {forPlayer ? (
          <Link to={cashboxHref(location, 'deposit-bonus')} className={linkButton}>
            {t('promotions.page.deposit')}
          </Link>
        ) : (
          <Link to={modalHref(location, 'registration')} className={linkButton}>
            {t('promotions.page.sign_up')}
          </Link>
        )}
      </OfferCard>
    </main>
  );
}
