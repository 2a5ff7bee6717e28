/**
 * Top navigation, mobile bottom bar and their active rules.
 * Paths are without the locale prefix; components localise them.
 */
import { isPromotionPageEnabled } from '~/shared/site/get-promotion-pages.ts';

export type NavItemId =
  | 'lobby'
  | 'pokies'
  | 'live'
  | 'sports'
  | 'comp-shop'
  | 'rocket-chance'
  | 'tournaments'
  | 'mystic-jackpots'
  | 'achievements'
  | 'vip-club'
  | 'static';

export interface NavItem {
  id: NavItemId;
  href: string;
  /** Translation key; static CMS pages carry their own `label` instead. */
  labelKey?: string;
  label?: string;
  /** Leaves the site (the betting host). */
  external?: boolean;
}

export interface NavInput {
  /** Absolute URL of the betting site when this host shows the betting link, else null. */
  bettingUrl: string | null;
  /** `/api/fe/config/manage-promotion-pages`: slug → enabled. */
  promotionPages: Record<string, boolean>;
  /** The player's groups; testers (group 21) see every managed promotion page. */
  groups: readonly number[];
  /** Feature flag of the mystic jackpots entry. */
  mysticJackpots?: boolean;
  /** CMS pages tagged top-menu. */
  topMenuPages: readonly { path: string; title: string }[];
}

export const COMP_SHOP_SLUG = 'rocket-mart';
export const ROCKET_CHANCE_SLUG = 'rocket-chance';

const slugPath = (path: string) => (path.startsWith('/') ? path : `/${path}`);

export function topNavigation(input: NavInput): NavItem[] {
  const items: NavItem[] = [];
  if (!input.bettingUrl) items.push({ id: 'lobby', href: '/', labelKey: 'shell.nav.lobby' });
  items.push({ id: 'pokies', href: '/pokies/all', labelKey: 'shell.nav.pokies' });
  items.push({ id: 'live', href: '/live/all', labelKey: 'shell.nav.live' });
  if (input.bettingUrl) {
    items.push({ id: 'sports', href: input.bettingUrl, labelKey: 'shell.nav.sports', external: true });
  }
  if (isPromotionPageEnabled(input.promotionPages, COMP_SHOP_SLUG, input.groups)) {
    items.push({ id: 'comp-shop', href: `/${COMP_SHOP_SLUG}`, labelKey: 'shell.nav.compShop' });
  }
  if (isPromotionPageEnabled(input.promotionPages, ROCKET_CHANCE_SLUG, input.groups)) {
    items.push({ id: 'rocket-chance', href: `/${ROCKET_CHANCE_SLUG}`, labelKey: 'shell.nav.rocketChance' });
  }
  items.push({ id: 'tournaments', href: '/tournaments', labelKey: 'shell.nav.tournaments' });
  if (input.mysticJackpots) {
    items.push({ id: 'mystic-jackpots', href: '/mystic-jackpots', labelKey: 'shell.nav.mysticJackpots' });
  }
  items.push({ id: 'achievements', href: '/tournaments/achievements', labelKey: 'shell.nav.achievements' });
  items.push({ id: 'vip-club', href: '/rocketplay-vipclub', labelKey: 'shell.nav.vipClub' });
  for (const page of input.topMenuPages) {
    items.push({ id: 'static', href: slugPath(page.path), label: page.title });
  }
  return items;
}

/** Bottom bar of phones: lobby, pokies, live and sports (deposit and menu are buttons around them). */
export function bottomBarItems(bettingUrl: string | null): NavItem[] {
  const items: NavItem[] = [
    { id: 'lobby', href: '/', labelKey: 'shell.nav.lobby' },
    { id: 'pokies', href: '/pokies/all', labelKey: 'shell.nav.pokies' },
    { id: 'live', href: '/live/all', labelKey: 'shell.nav.live' },
  ];
  if (bettingUrl)
    items.push({ id: 'sports', href: bettingUrl, labelKey: 'shell.nav.sports', external: true });
  return items;
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** Promotion areas the tournaments entry stands for (`/promotions` is not one of them). */
const TOURNAMENT_SECTIONS = new Set(['tournaments', 'lottery', 'arena', 'promo', 'quests', 'leaderboard']);
const ACHIEVEMENTS_PATH = '/tournaments/achievements';

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Whether `item` is the current section for `path` (the page path without locale and query). */
export function isNavItemActive(item: NavItem, path: string): boolean {
  const section = firstSegment(path);
  switch (item.id) {
    case 'lobby':
      return path === '/' || section === 'categories' || section === 'games';
    case 'pokies':
    case 'live':
      return section === item.id;
    case 'tournaments':
      return TOURNAMENT_SECTIONS.has(section) && !within(path, ACHIEVEMENTS_PATH);
    case 'achievements':
      return within(path, ACHIEVEMENTS_PATH);
    case 'vip-club':
      return section === 'rocketplay-vipclub' || section === 'rocketplay-adventure';
    case 'sports':
      return false;
    default:
      return within(path, item.href);
  }
}
