import { localizePath, splitLocalePath } from '@orbit/contract';

/**
 * Where the cashbox is open. Each section has a path of its own (`/deposit`,
 * `/withdraw` …, shown over the lobby), and opens over every other page with `?cashbox=<section>`,
 * so a player topping up in the middle of a game keeps the game behind the popup.
 */
export const CASHBOX_SECTIONS = [
  'deposit',
  'deposit-bonus',
  'deposit-fast',
  'withdraw',
  'dashboard',
] as const;
export type CashboxSectionName = (typeof CASHBOX_SECTIONS)[number];

/** The query parameter that opens the cashbox over the current page. */
export const CASHBOX_PARAM = 'cashbox';

const OWN_PATHS: Record<CashboxSectionName, string> = {
  deposit: '/deposit',
  'deposit-bonus': '/deposit-bonus',
  'deposit-fast': '/deposit-fast',
  withdraw: '/withdraw',
  dashboard: '/cashbox',
};

const PATH_SECTIONS: Record<string, CashboxSectionName> = {
  ...Object.fromEntries(Object.entries(OWN_PATHS).map(([section, path]) => [path, section])),
  '/dashboard': 'dashboard',
};

const isSection = (value: string | null): value is CashboxSectionName =>
  value !== null && (CASHBOX_SECTIONS as readonly string[]).includes(value);

interface UrlLike {
  pathname: string;
  search: string;
}

/** The section a cashbox page of its own shows (`/accounts/{id}/deposit` is the deposit); null elsewhere. */
export function sectionOfCashboxPath(pathname: string): CashboxSectionName | null {
  const { path } = splitLocalePath(pathname);
  if (/^\/accounts\/[^/]+\/deposit$/.test(path)) return 'deposit';
  return PATH_SECTIONS[path] ?? null;
}

/** The cashbox the URL opens (null for none): on a page of its own, or over the page (`over`). */
export function activeCashbox(url: UrlLike): { section: CashboxSectionName; over: boolean } | null {
  const own = sectionOfCashboxPath(url.pathname);
  if (own) return { section: own, over: false };
  const asked = new URLSearchParams(url.search).get(CASHBOX_PARAM);
  return isSection(asked) ? { section: asked, over: true } : null;
}

/** The URL showing `section`: its own path from a cashbox page, else this page with `?cashbox=`. */
export function cashboxHref(url: UrlLike, section: CashboxSectionName): string {
  const { locale } = splitLocalePath(url.pathname);
  if (sectionOfCashboxPath(url.pathname)) return localizePath(locale, OWN_PATHS[section]);
  const search = new URLSearchParams(url.search);
  search.set(CASHBOX_PARAM, section);
  return `${url.pathname}?${search.toString()}`;
}

/** The page the cashbox is open over: the URL without `?cashbox=`. */
export function pageBehindCashbox(url: UrlLike): UrlLike {
  const search = new URLSearchParams(url.search);
  search.delete(CASHBOX_PARAM);
  const rest = search.toString();
  return { pathname: url.pathname, search: rest ? `?${rest}` : '' };
}

/** The URL once the cashbox is closed: the page it was open over, or the lobby from a page of its own. */
export function closeCashboxHref(url: UrlLike): string {
  const { locale } = splitLocalePath(url.pathname);
  if (sectionOfCashboxPath(url.pathname)) return localizePath(locale, '/');
  const behind = pageBehindCashbox(url);
  return `${behind.pathname}${behind.search}`;
}
