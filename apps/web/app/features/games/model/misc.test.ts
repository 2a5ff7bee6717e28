import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent } from './device.ts';
import { nextActiveOption, searchMode } from './search.ts';
import { gamesPageTitle } from './seo.ts';

describe('device', () => {
  it('is mobile for phone browsers, desktop otherwise', () => {
    expect(
      deviceFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36'),
    ).toBe('mobile');
    expect(deviceFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('mobile');
    expect(deviceFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe('desktop');
    expect(deviceFromUserAgent(null)).toBe('desktop');
  });
});

describe('search', () => {
  it('recommends on an empty query, waits for a third character, then searches', () => {
    expect(searchMode('')).toBe('recommended');
    expect(searchMode('   ')).toBe('recommended');
    expect(searchMode('bo')).toBe('too-short');
    expect(searchMode(' bo ')).toBe('too-short');
    expect(searchMode('boo')).toBe('search');
  });

  it('moves through the options with the input between the last and the first', () => {
    expect(nextActiveOption(-1, 1, 3)).toBe(0);
    expect(nextActiveOption(2, 1, 3)).toBe(-1);
    expect(nextActiveOption(-1, -1, 3)).toBe(2);
    expect(nextActiveOption(0, -1, 3)).toBe(-1);
    expect(nextActiveOption(-1, 1, 0)).toBe(-1);
  });
});

describe('page titles', () => {
  it('uses the CMS title when it has one for the path, else the page’s own', () => {
    const defaultTitle = 'Orbit — online casino';
    expect(gamesPageTitle({ shellTitle: defaultTitle, defaultTitle, ownTitle: 'Megaways — Orbit' })).toBe(
      'Megaways — Orbit',
    );
    expect(gamesPageTitle({ shellTitle: 'Best Megaways', defaultTitle, ownTitle: 'Megaways — Orbit' })).toBe(
      'Best Megaways',
    );
    expect(gamesPageTitle({ shellTitle: undefined, defaultTitle, ownTitle: 'X' })).toBe('X');
  });
});
