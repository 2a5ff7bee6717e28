// The promotions feature's public face: deposit and registration offers, bonus codes, promo-code links,
// the promotions and cashback pages.

export { useDeclineDepositOffer } from './api/decline-deposit-offer.ts';
export { useAvailableBonuses } from './api/get-available-bonuses.ts';
export { cashbackTermsQueryOptions, useCashbackTerms } from './api/get-cashback-terms.ts';
export { useDepositOffers } from './api/get-deposit-offers.ts';
export { registrationOffersQueryOptions, useRegistrationOffers } from './api/get-registration-offers.ts';
export { useUpdateBonusSettings } from './api/update-bonus-settings.ts';
export { CashbackPage } from './components/cashback-page.tsx';
export { DepositOffers } from './components/deposit-offers.tsx';
export { LazyPromoCodeHost as PromoCodeHost } from './components/promo-code-host-lazy.tsx';
export { CASHBACK_PAGE_PATH, PromotionsPage } from './components/promotions-page.tsx';
export { SingleOfferPage } from './components/single-offer-page.tsx';
export { bonusErrorKey, bonusFieldErrors } from './model/bonus-errors.ts';
export { offerTerms, offerTitle } from './model/offer-terms.ts';
export { PROMO_QUERY } from './model/promo-codes.ts';
