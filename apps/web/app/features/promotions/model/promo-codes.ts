/**
 * Promo codes that arrive in a link (spec 2 §4 "Promocodes"): `?deposit_promocode=` names a
 * deposit bonus code, `?promocode=` a gift promo code. Both are kept for the browser session
 * until they are used, found invalid, or a guest is on the main page.
 */
import { PROMO_STORAGE_PREFIX } from './promo-storage.ts';

export const PROMO_QUERY = { deposit: 'deposit_promocode', gift: 'promocode' } as const;
export type PromoKind = keyof typeof PROMO_QUERY;

/** Where the session keeps a code of each kind. */
export const PROMO_STORAGE_KEYS: Record<PromoKind, string> = {
  deposit: `${PROMO_STORAGE_PREFIX}deposit`,
  gift: `${PROMO_STORAGE_PREFIX}gift`,
};

/** The profile page that redeems a gift promo code (`?promocode=` kept). */
export const GIFTS_PAGE = '/profile/gifts';

/** What codes the browser keeps. */
export interface StoredPromoCodes {
  deposit: string | null;
  gift: string | null;
}

/** sessionStorage, which may be missing or refuse (private modes): codes are then not kept. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPromoCodes(): StoredPromoCodes {
  const store = storage();
  const read = (kind: PromoKind) => {
    try {
      return store?.getItem(PROMO_STORAGE_KEYS[kind]) || null;
    } catch {
      return null;
    }
  };
  return { deposit: read('deposit'), gift: read('gift') };
}

export function writePromoCode(kind: PromoKind, code: string | null) {
  const store = storage();
  try {
    if (code) store?.setItem(PROMO_STORAGE_KEYS[kind], code);
    else store?.removeItem(PROMO_STORAGE_KEYS[kind]);
  } catch {
    // A full or refused storage loses the code; the link still works while the page is open.
  }
}

/** A code as a link carries it: trimmed, at most 64 characters (the contract's limit), else none. */
function codeOf(value: string | null): string | null {
  const code = value?.trim() ?? '';
  return code.length > 0 && code.length <= 64 ? code : null;
}

/** The codes a page's query carries. */
export function promoCodesInQuery(search: string): StoredPromoCodes {
  const query = new URLSearchParams(search);
  return { deposit: codeOf(query.get(PROMO_QUERY.deposit)), gift: codeOf(query.get(PROMO_QUERY.gift)) };
}

export interface PromoPage {
  /** The path without its locale prefix (`/`, `/profile/gifts` …). */
  path: string;
  search: string;
  /** null while the player is not known yet. */
  signedIn: boolean | null;
  /** The first look at this path (not a modal or the cashbox opening over it). */
  arrived: boolean;
}

/** What to do next about the codes on a page. */
export type PromoStep =
  | { kind: 'none' }
  /** Take the codes out of the address (they are stored): the page is looked at again after. */
  | { kind: 'strip'; search: string }
  | { kind: 'apply-deposit'; code: string }
  | { kind: 'open-gifts'; code: string };

/**
 * Brings the stored codes up to date with a page and says what comes next (pure: the host does it).
 * - A code in the query is stored and taken out of the address, except the gift code on the gifts
 *   page, which that page redeems itself (it is forgotten here, so it is not redeemed twice).
 * - A guest arriving on the main page without a code in the link: both codes are cleared (a modal
 *   opening over the page is no arrival).
 * - A signed-in player with a deposit code: it is applied (then the deposit opens).
 * - A signed-in player on the main page with a gift code: on to the gifts page with it.
 */
export function promoStep(
  page: PromoPage,
  stored: StoredPromoCodes,
): { codes: StoredPromoCodes; step: PromoStep } {
  const inQuery = promoCodesInQuery(page.search);
  const onGiftsPage = page.path === GIFTS_PAGE;
  const takenGift = onGiftsPage ? null : inQuery.gift;
  const codes: StoredPromoCodes = {
    deposit: inQuery.deposit ?? stored.deposit,
    gift: onGiftsPage ? null : (takenGift ?? stored.gift),
  };
  if (inQuery.deposit !== null || takenGift !== null) {
    const query = new URLSearchParams(page.search);
    query.delete(PROMO_QUERY.deposit);
    if (takenGift !== null) query.delete(PROMO_QUERY.gift);
    const rest = query.toString();
    return { codes, step: { kind: 'strip', search: rest ? `?${rest}` : '' } };
  }
  if (page.signedIn === false && page.arrived && page.path === '/')
    return { codes: { deposit: null, gift: null }, step: { kind: 'none' } };
  if (page.signedIn !== true) return { codes, step: { kind: 'none' } };
  if (codes.deposit) return { codes, step: { kind: 'apply-deposit', code: codes.deposit } };
  if (codes.gift && page.path === '/') return { codes, step: { kind: 'open-gifts', code: codes.gift } };
  return { codes, step: { kind: 'none' } };
}
