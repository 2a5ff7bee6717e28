import { describe, expect, it } from 'vitest';
import { visibleBookmarks } from './bookmarks.ts';

const none = { lootboxes: 0, adventure: false, quest: false, shop: false, path: '/' };

describe('side bookmarks', () => {
  it('show at most two, what waits for the player before the shop', () => {
    expect(visibleBookmarks({ ...none, lootboxes: 2, adventure: true, shop: true })).toEqual([
      'lootbox',
      'adventure',
    ]);
    expect(visibleBookmarks({ ...none, adventure: true, shop: true })).toEqual(['adventure', 'rocket-mart']);
    expect(visibleBookmarks({ ...none, quest: true, adventure: true, shop: true })).toEqual([
      'adventure',
      'quest',
    ]);
    expect(visibleBookmarks({ ...none, shop: true })).toEqual(['rocket-mart']);
    expect(visibleBookmarks(none)).toEqual([]);
  });

  it('offer the lootbox tab only with boxes to open, and no tab for the page the player is on', () => {
    expect(visibleBookmarks({ ...none, lootboxes: 0, shop: true })).toEqual(['rocket-mart']);
    expect(
      visibleBookmarks({ ...none, lootboxes: 1, adventure: true, shop: true, path: '/rocketplay-adventure' }),
    ).toEqual(['lootbox', 'rocket-mart']);
    expect(visibleBookmarks({ ...none, adventure: true, shop: true, path: '/rocket-mart/money' })).toEqual([
      'adventure',
    ]);
  });
});
