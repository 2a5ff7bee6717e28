/**
 * The start of every session key a promo code is kept under: a module of its own, so that the
 * start-up check of whether a code is kept (promo-code-host-lazy.tsx) carries this line only.
 */
export const PROMO_STORAGE_PREFIX = 'orbit.promo.';
