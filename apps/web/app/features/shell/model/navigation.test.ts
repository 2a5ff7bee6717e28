import { describe, expect, it } from 'vitest';
import { bottomBarItems, isNavItemActive, type NavInput, type NavItem, topNavigation } from './navigation.ts';

const base: NavInput = { bettingUrl: null, promotionPages: {}, groups: [], topMenuPages: [] };
const ids = (items: NavItem[]) => items.map((item) => item.id);
const item = (id: NavItem['id'], href = '/') => ({ id, href }) as NavItem;

describe('topNavigation', () => {
  it('shows lobby and no sports without a betting link', () => {
    expect(ids(topNavigation(base))).toEqual([
      'lobby',
      'pokies',
      'live',
      'tournaments',
      'achievements',
      'vip-club',
    ]);
  });

  it('hides the lobby and adds an external sports entry when the betting link is shown', () => {
    const items = topNavigation({ ...base, bettingUrl: 'https://sport.example' });
    expect(ids(items)).not.toContain('lobby');
    expect(items.find((i) => i.id === 'sports')).toMatchObject({
      href: 'https://sport.example',
      external: true,
    });
  });

  it('adds comp shop and rocket chance only when enabled (always for testers)', () => {
    expect(
      ids(topNavigation({ ...base, promotionPages: { 'rocket-mart': true, 'rocket-chance': false } })),
    ).toEqual(['lobby', 'pokies', 'live', 'comp-shop', 'tournaments', 'achievements', 'vip-club']);
    const tester = ids(topNavigation({ ...base, groups: [21] }));
    expect(tester).toContain('comp-shop');
    expect(tester).toContain('rocket-chance');
  });

  it('shows mystic jackpots only behind its flag', () => {
    expect(ids(topNavigation(base))).not.toContain('mystic-jackpots');
    expect(ids(topNavigation({ ...base, mysticJackpots: true }))).toContain('mystic-jackpots');
  });

  it('appends static pages tagged top-menu with their own titles', () => {
    const items = topNavigation({ ...base, topMenuPages: [{ path: 'about-us', title: 'About' }] });
    expect(items.at(-1)).toEqual({ id: 'static', href: '/about-us', label: 'About' });
  });
});

describe('bottomBarItems', () => {
  it('always lists lobby, pokies and live; sports with the betting link', () => {
    expect(ids(bottomBarItems(null))).toEqual(['lobby', 'pokies', 'live']);
    expect(ids(bottomBarItems('https://sport.example'))).toEqual(['lobby', 'pokies', 'live', 'sports']);
  });
});

describe('isNavItemActive', () => {
  it('marks the lobby for /, /categories… and /games…', () => {
    const lobby = item('lobby');
    expect(isNavItemActive(lobby, '/')).toBe(true);
    expect(isNavItemActive(lobby, '/categories/new')).toBe(true);
    expect(isNavItemActive(lobby, '/games/x')).toBe(true);
    expect(isNavItemActive(lobby, '/pokies/all')).toBe(false);
    expect(isNavItemActive(lobby, '/gamesx')).toBe(false);
  });

  it('marks pokies and live by their section', () => {
    expect(isNavItemActive(item('pokies'), '/pokies/new')).toBe(true);
    expect(isNavItemActive(item('live'), '/live/all')).toBe(true);
    expect(isNavItemActive(item('live'), '/pokies/all')).toBe(false);
  });

  it('marks tournaments for the promotion areas but not /promotions or achievements', () => {
    const tournaments = item('tournaments');
    for (const path of [
      '/tournaments',
      '/tournaments/x',
      '/arena',
      '/promo/y',
      '/quests/z',
      '/leaderboard',
      '/lottery/a',
    ]) {
      expect(isNavItemActive(tournaments, path)).toBe(true);
    }
    expect(isNavItemActive(tournaments, '/promotions')).toBe(false);
    expect(isNavItemActive(tournaments, '/tournaments/achievements')).toBe(false);
    expect(isNavItemActive(item('achievements'), '/tournaments/achievements')).toBe(true);
  });

  it('marks static pages by their own path and never the external sports link', () => {
    expect(isNavItemActive(item('static', '/about-us'), '/about-us')).toBe(true);
    expect(isNavItemActive(item('static', '/about-us'), '/about')).toBe(false);
    expect(isNavItemActive(item('sports', 'https://sport.example'), '/')).toBe(false);
    expect(isNavItemActive(item('vip-club'), '/rocketplay-adventure')).toBe(true);
  });
});
