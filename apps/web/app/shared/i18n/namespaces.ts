import { splitLocalePath } from '@orbit/contract';
import { activeModal, MODALS } from '~/shared/modals.ts';

/**
 * The catalogue's areas (`app/locales/{locale}/{area}.json`): a page carries only those it shows
 * at first (the shell's and its route's, `namespacesFor`); the browser loads the others when it
 * needs them (`/messages/{lang}.json?ns=`). catalogues.test.ts checks this list against the files.
 */
export const CATALOGUE_AREAS = [
  'achievements',
  'adventure',
  'auth',
  'bonuses',
  'cashbox',
  'common',
  'comp',
  'fairness',
  'games',
  'gifts',
  'home',
  'house',
  'limits',
  'lists',
  'lobby',
  'lotteries',
  'notifications',
  'pages',
  'payments',
  'play',
  'profile',
  'promotions',
  'pwa',
  'quests',
  'realtime',
  'seo',
  'shell',
  'support',
  'tournaments',
  'validation',
  'verification',
  'vip',
  'wheel',
] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

const AREAS: ReadonlySet<string> = new Set(CATALOGUE_AREAS);
export const isCatalogueArea = (area: string): area is CatalogueArea => AREAS.has(area);

/**
 * What every page of the casino shows: header, menus and search, footer, notices, the live feeds.
 * A player's notification centre comes with a player's pages (root.tsx); the titles and
 * descriptions (`seo`) are the server's alone (the page's meta tags).
 */
export const SHELL_AREAS: readonly CatalogueArea[] = ['common', 'shell', 'realtime', 'games', 'lobby'];

/** The lobby's rows, banners, jackpots and winners (also behind an auth modal's own page). */
const LOBBY: readonly CatalogueArea[] = ['home'];
/** A game list page's: its list's words, special cards, empty states (`lists`; tiles are `games`). */
const GAME_LISTS: readonly CatalogueArea[] = ['games', 'lobby', 'lists'];
const FORMS: readonly CatalogueArea[] = ['auth', 'validation', 'bonuses'];
const CASHBOX: readonly CatalogueArea[] = ['cashbox', 'payments', 'validation', 'bonuses', 'promotions'];

/** Each page's own areas, by the first segment of its path (without the locale prefix). */
const BY_SECTION: Readonly<Record<string, readonly CatalogueArea[]>> = {
  '': LOBBY,
  profile: [
    'profile',
    'limits',
    'gifts',
    'verification',
    'comp',
    'games',
    'payments',
    'validation',
    'bonuses',
  ],
  deposit: CASHBOX,
  accounts: CASHBOX,
  'deposit-bonus': CASHBOX,
  'deposit-fast': CASHBOX,
  withdraw: CASHBOX,
  cashbox: CASHBOX,
  dashboard: CASHBOX,
  'payment-methods': ['payments', 'cashbox'],
  limits: ['limits', 'validation'],
  play: ['play', 'fairness', 'profile', 'promotions'],
  'provably-fair': ['fairness', 'validation'],
  pokies: GAME_LISTS,
  slots: GAME_LISTS,
  live: GAME_LISTS,
  categories: GAME_LISTS,
  producers: GAME_LISTS,
  'favorite-games': GAME_LISTS,
  promotions: ['promotions', 'bonuses', 'pages'],
  'rocket-mart': ['comp', 'wheel'],
  'rocketplay-adventure': ['adventure'],
  'rocketplay-vipclub': ['vip', 'comp'],
  'rocketmart-wheel': ['wheel', 'comp'],
  'rocketplay-wheel': ['wheel', 'comp'],
  'rocket-chance': ['wheel', 'comp'],
  quests: ['quests'],
  lottery: ['lotteries'],
  tournaments: ['tournaments', 'achievements', 'lotteries', 'games'],
  leaderboard: ['tournaments'],
  support: ['support', 'validation'],
  ffc: ['pages'],
  sport: ['pages'],
  blog: ['pages'],
  bonus: ['promotions', 'bonuses', 'pages'],
  popup: ['pages', 'promotions'],
  oops: ['pages'],
  'benefits-of-crypto': ['pages'],
  house: ['house'],
};
/** The auth modal paths show the lobby behind them. */
for (const modal of MODALS) (BY_SECTION as Record<string, readonly CatalogueArea[]>)[modal] = LOBBY;
/** CMS pages (`/:slug`) and the mystic jackpots page. */
const OTHER_PAGES: readonly CatalogueArea[] = ['pages', 'lobby', 'games'];

/** The areas a page shows at first: the shell's, its route's and an open auth modal's. */
export function namespacesFor(url: { pathname: string; search: string }): CatalogueArea[] {
  const { path } = splitLocalePath(url.pathname);
  const section = path.split('/')[1] ?? '';
  const own = BY_SECTION[section] ?? OTHER_PAGES;
  const modal = activeModal(url) ? FORMS : [];
  return [...new Set([...SHELL_AREAS, ...own, ...modal])];
}
