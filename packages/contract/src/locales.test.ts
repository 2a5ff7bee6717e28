import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePath } from './locales.ts';

describe('locale paths', () => {
  it('reads the locale prefix and the rest of the path', () => {
    expect(splitLocalePath('/de/profile')).toEqual({ locale: 'de', path: '/profile', prefixed: true });
    expect(splitLocalePath('/en-AU')).toEqual({ locale: 'en-AU', path: '/', prefixed: true });
    expect(splitLocalePath('/profile')).toEqual({ locale: 'en', path: '/profile', prefixed: false });
    expect(splitLocalePath('/fr/profile')).toEqual({ locale: 'en', path: '/fr/profile', prefixed: false });
  });

  it('leaves the default locale without a prefix', () => {
    expect(localizePath('en', '/profile')).toBe('/profile');
    expect(localizePath('fr-CA', '/profile')).toBe('/fr-CA/profile');
    expect(localizePath('it', '/')).toBe('/it');
  });
});
