/**
 * Category rules of the lobby: which collection a page lists,
 * the geo-specific variant (`slug:CC`), where a category's page lives, the default menu of
 * each page type, and where the random-game card goes.
 */

/** The page types that carry a default category menu (`/api/fe/config/menu-categories-games`). */
export const PAGE_TYPES = ['main', 'pokies', 'live', 'category', 'producer', 'favorites'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** `top:DE` → `top`. */
export const baseSlug = (id: string): string => id.split(':')[0] ?? id;

/**
 * The collection id to ask for: the geo-specific `slug:CC` when the collections hold it for the
 * visitor's country, else the slug itself.
 */
export function geoCategory(
  slug: string,
  country: string | null | undefined,
  collections: readonly { id: string }[],
): string {
  if (!country) return slug;
  const wanted = `${slug}:${country}`.toLowerCase();
  return collections.find((c) => c.id.toLowerCase() === wanted)?.id ?? slug;
}

/** "All" of a section: `/pokies/all` lists the pokies collection, `/live/all` every live game. */
const SECTION_ALL: Partial<Record<PageType, string>> = { pokies: 'pokies', live: 'live_all' };

/** The category slug a page lists, from its page type and the slug of its URL. */
export function pageCategory(pageType: PageType, urlSlug: string): string {
  return urlSlug === 'all' ? (SECTION_ALL[pageType] ?? 'all') : urlSlug;
}

/** The page of a category slug (without locale), as linked from the menu of `pageType`. */
export function categoryHref(slug: string, pageType: PageType = 'category'): string {
  if (slug === 'live' || slug === 'live_all') return '/live/all';
  if (slug === 'pokies') return '/pokies/all';
  if (slug === 'all') return pageType === 'live' ? '/live/all' : '/pokies/all';
  if (pageType === 'pokies' || pageType === 'live') return `/${pageType}/${slug}`;
  return `/categories/${slug}`;
}

/** Used when the config has no menu for a page type. */
export const DEFAULT_MENUS: Record<PageType, readonly string[]> = {
  main: ['top', 'new', 'recommended', 'live', 'table'],
  pokies: ['all', 'top', 'new', 'megaways', 'bonus-buy'],
  live: ['live_all', 'roulette', 'blackjack', 'baccarat', 'game-shows'],
  category: ['top', 'new', 'pokies', 'live', 'table'],
  producer: ['all', 'top', 'new'],
  favorites: ['top', 'new', 'recommended'],
};

/** The category menu of a page type: the configured one, else the default. */
export function categoryMenu(
  config: Readonly<Record<string, readonly string[]>> | undefined,
  pageType: PageType,
): readonly string[] {
  const configured = config?.[pageType];
  return configured && configured.length > 0 ? configured : DEFAULT_MENUS[pageType];
}

/** Lists whose random-game card goes last instead of at position 10. */
const RANDOM_CARD_LAST = new Set(['special', 'new', 'top', 'recommended']);

/** Where a category's random-game card goes. */
export const randomCardPlacement = (category: string): 'position' | 'end' =>
  RANDOM_CARD_LAST.has(baseSlug(category)) ? 'end' : 'position';

/** Live categories: their games have no demo, and their list opens with the cashback card. */
export const LIVE_CATEGORIES: readonly string[] = ['live', 'live_all'];
export const isLiveCategory = (category: string) => LIVE_CATEGORIES.includes(baseSlug(category));
