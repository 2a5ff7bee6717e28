import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  categoryMenu,
  DEFAULT_MENUS,
  geoCategory,
  isLiveCategory,
  pageCategory,
  randomCardPlacement,
} from './categories.ts';

describe('geo categories', () => {
  const collections = [{ id: 'top' }, { id: 'top:CA' }, { id: 'new' }];

  it('uses slug:CC when the collections hold it for the visitor’s country', () => {
    expect(geoCategory('top', 'CA', collections)).toBe('top:CA');
    expect(geoCategory('top', 'ca', collections)).toBe('top:CA');
  });

  it('keeps the slug when there is no variant, no country or no collection list', () => {
    expect(geoCategory('new', 'CA', collections)).toBe('new');
    expect(geoCategory('top', 'DE', collections)).toBe('top');
    expect(geoCategory('top', null, collections)).toBe('top');
    expect(geoCategory('top', 'CA', [])).toBe('top');
  });
});

describe('pages of categories', () => {
  it('lists the section’s collection for /pokies/all and /live/all', () => {
    expect(pageCategory('pokies', 'all')).toBe('pokies');
    expect(pageCategory('live', 'all')).toBe('live_all');
    expect(pageCategory('category', 'all')).toBe('all');
    expect(pageCategory('pokies', 'megaways')).toBe('megaways');
  });

  it('links a menu entry to the page of its section', () => {
    expect(categoryHref('all', 'pokies')).toBe('/pokies/all');
    expect(categoryHref('live_all', 'live')).toBe('/live/all');
    expect(categoryHref('all', 'live')).toBe('/live/all');
    expect(categoryHref('roulette', 'live')).toBe('/live/roulette');
    expect(categoryHref('megaways', 'pokies')).toBe('/pokies/megaways');
    expect(categoryHref('top', 'main')).toBe('/categories/top');
    expect(categoryHref('live', 'category')).toBe('/live/all');
    expect(categoryHref('pokies', 'category')).toBe('/pokies/all');
    expect(categoryHref('new', 'producer')).toBe('/categories/new');
  });

  it('takes the menu of a page type from the config, else the default', () => {
    const config = { live: ['live_all', 'roulette'], pokies: [] };
    expect(categoryMenu(config, 'live')).toEqual(['live_all', 'roulette']);
    expect(categoryMenu(config, 'pokies')).toEqual(DEFAULT_MENUS.pokies);
    expect(categoryMenu(undefined, 'favorites')).toEqual(DEFAULT_MENUS.favorites);
  });
});

describe('special cards', () => {
  it('puts the random card last for special, new, top and recommended (geo variants too)', () => {
    for (const slug of ['special', 'new', 'top', 'recommended', 'top:CA'])
      expect(randomCardPlacement(slug)).toBe('end');
    for (const slug of ['pokies', 'megaways', 'live_all']) expect(randomCardPlacement(slug)).toBe('position');
  });

  it('knows the live categories', () => {
    expect(isLiveCategory('live')).toBe(true);
    expect(isLiveCategory('live_all')).toBe(true);
    expect(isLiveCategory('live:CA')).toBe(true);
    expect(isLiveCategory('roulette')).toBe(false);
  });
});
