/**
 * The promotions' cache keys. The player's own answers sit under `player`, so a sign-out
 * (which clears that key) forgets them; the registration offers belong to the visitor's country.
 */
export const DEPOSIT_OFFERS_KEY = ['player', 'bonus-offers', 'deposit'] as const;
export const AVAILABLE_BONUSES_KEY = ['player', 'available-bonuses'] as const;
export const REGISTRATION_OFFERS_KEY = ['bonus-offers', 'registration'] as const;
/** The cashback offers' terms: the player's currency and eligibility, titles in the page's locale. */
export const cashbackTermsKey = (locale: string) => ['player', 'bonus-offers', 'cashback', locale] as const;
