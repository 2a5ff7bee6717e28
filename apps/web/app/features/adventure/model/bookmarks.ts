/**
 * The side bookmarks (spec 2 §2): at most two at once out of the comp shop, the lootboxes, the
 * VIP adventure and the quest. What waits for the player comes first (boxes to open, the day's
 * adventure step, a quest), the always-open shop last; the page the player is on has no tab.
 */
export type BookmarkKind = 'lootbox' | 'adventure' | 'quest' | 'rocket-mart';

export const MAX_BOOKMARKS = 2;

export const BOOKMARK_PATHS: Record<BookmarkKind, string> = {
  lootbox: '/rocketplay-wheel',
  adventure: '/rocketplay-adventure',
  // The side bookmark links to the running quest's own page (`/quests/{slug}`, below it).
  quest: '/quests',
  'rocket-mart': '/rocket-mart',
};

const ORDER: BookmarkKind[] = ['lootbox', 'adventure', 'quest', 'rocket-mart'];

export interface BookmarkFacts {
  /** Lootboxes waiting to be opened. */
  lootboxes: number;
  /** The player is on an adventure list (or a tester). */
  adventure: boolean;
  quest: boolean;
  /** The comp shop page is enabled for the player (manage-promotion-pages, testers always). */
  shop: boolean;
  /** The page's path without its locale prefix. */
  path: string;
}

export function visibleBookmarks(facts: BookmarkFacts): BookmarkKind[] {
  const offered: Record<BookmarkKind, boolean> = {
    lootbox: facts.lootboxes > 0,
    adventure: facts.adventure,
    quest: facts.quest,
    'rocket-mart': facts.shop,
  };
  const here = (kind: BookmarkKind) =>
    facts.path === BOOKMARK_PATHS[kind] || facts.path.startsWith(`${BOOKMARK_PATHS[kind]}/`);
  return ORDER.filter((kind) => offered[kind] && !here(kind)).slice(0, MAX_BOOKMARKS);
}
