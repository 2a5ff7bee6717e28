import type { AvailableOffer, CmsPage, Player } from '@orbit/contract';
import { Link, useLocation } from 'react-router';
import { cashboxHref } from '~/shared/cashbox-links.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useCashbackTerms } from '../api/get-cashback-terms.ts';
import { useDepositOffers } from '../api/get-deposit-offers.ts';
import { useRegistrationOffers } from '../api/get-registration-offers.ts';
import { headlineCashback } from '../model/cashback.ts';
import { isShowableOffer } from '../model/offer-terms.ts';
import { BonusSwitch } from './bonus-switch.tsx';
import { OfferCard } from './offer-card.tsx';

/** The cashback page (the live category's cashback card points there too). */
export const CASHBACK_PAGE_PATH = '/promotions/cashback';

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong';

/**
 * `/promotions`: what the visitor can get now — a player's deposit offers (taken in the cashbox),
 * a guest's sign-up offers — the cashback card, and the operator's own CMS text for the page.
 */
export function PromotionsPage({ page }: { page: CmsPage | null }) {
  const { t } = useTranslation();
  const { player, data: visitor } = usePlayer();
  const content = page?.content.trim() ? page.content : null;
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 focus:outline-none"
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('promotions.page.title')}</h1>
        <p className="text-ink-muted">{t('promotions.page.intro')}</p>
      </header>
      {/* Whose offers they are is known once the player is (the page's own render has them). */}
      {visitor === undefined ? (
        <p role="status">{t('promotions.loading')}</p>
      ) : player ? (
        <PlayerOffers player={player} />
      ) : (
        <GuestOffers currency={visitor.currency} />
      )}
      <CashbackCard />
      {content ? (
        <div
          className="cms-content"
          data-testid="promotions-cms"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is sanitised by the server.
          dangerouslySetInnerHTML={{ __html: content }}
        />
      ) : null}
    </main>
  );
}

function OfferList({
  title,
  offers,
  currency,
  action,
}: {
  title: string;
  offers: AvailableOffer[];
  currency: string;
  action: { to: string; label: string };
}) {
  return (
    <section className="flex flex-col gap-3" data-testid="promotions-offers">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {offers.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            currency={currency}
            matchPercent={offer.match_percent}
            image={offer.image}
            url={offer.url}
          >
            <Link to={action.to} className={linkButton}>
              {action.label}
            </Link>
          </OfferCard>
        ))}
      </div>
    </section>
  );
}

/** A player's deposit offers, each taken in the cashbox opened over the page; the switch for one who turned bonuses off. */
function PlayerOffers({ player }: { player: Player }) {
  const { t } = useTranslation();
  const location = useLocation();
  const offers = useDepositOffers(player.can_issue_bonuses);
  if (!player.can_issue_bonuses) return <BonusSwitch />;
  if (offers.isError) return <FormError message={t('promotions.page.load_failed')} />;
  if (!offers.data) return <p role="status">{t('promotions.loading')}</p>;
  const list = offers.data.filter(isShowableOffer);
  if (list.length === 0)
    return (
      <p role="status" className="rounded-lg bg-surface-2 p-4" data-testid="no-offers">
        {t('promotions.page.no_deposit_offers')}
      </p>
    );
  return (
    <OfferList
      title={t('promotions.page.deposit_title')}
      offers={list}
      currency={player.currency}
      action={{ to: cashboxHref(location, 'deposit-bonus'), label: t('promotions.page.deposit') }}
    />
  );
}

/** A guest's sign-up offers (their country's), each leading to the registration. */
function GuestOffers({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const offers = useRegistrationOffers();
  if (offers.isError) return <FormError message={t('promotions.page.load_failed')} />;
  if (!offers.data) return <p role="status">{t('promotions.loading')}</p>;
  const list = offers.data.filter(isShowableOffer);
  if (list.length === 0) return null;
  return (
    <OfferList
      title={t('promotions.page.registration_title')}
      offers={list}
      currency={currency}
      action={{ to: modalHref(location, 'registration'), label: t('promotions.page.sign_up') }}
    />
  );
}

/** The card leading to the cashback page, with the best cashback's share when one runs. */
function CashbackCard() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const terms = useCashbackTerms();
  const headline = headlineCashback(terms.data ?? []);
  if (terms.data && !headline) return null;
  return (
    <Link
      to={href(CASHBACK_PAGE_PATH)}
      className="flex flex-col gap-1 rounded-xl bg-gradient-to-br from-amber-500 to-rose-600 p-5 text-white shadow-lg shadow-black/30"
      data-testid="cashback-card"
    >
      <span className="text-xl font-bold">{t('promotions.page.cashback_title')}</span>
      <span className="text-sm text-white/90">
        {headline === null
          ? t('promotions.page.cashback_text')
          : headline.period === 'week'
            ? t('promotions.page.cashback_week', { percent: headline.percent })
            : t('promotions.page.cashback_day', { percent: headline.percent })}
      </span>
      <span className="mt-2 text-sm font-semibold underline">{t('promotions.page.cashback_more')}</span>
    </Link>
  );
}
