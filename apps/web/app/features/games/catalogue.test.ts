import { CATEGORY_SLUGS, LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { BADGES } from './model/game.ts';

const games = (locale: (typeof LOCALES)[number]) =>
  messagesFor(locale).games as Record<string, Record<string, string>>;

describe('games catalogue', () => {
  it('has the same keys in all ten locales, every category slug and badge included', () => {
    const keys = leafKeys(games('en')).sort();
    for (const locale of LOCALES) {
      expect(leafKeys(games(locale)).sort(), locale).toEqual(keys);
      expect(Object.keys(games(locale).categories ?? {}).sort(), locale).toEqual([...CATEGORY_SLUGS].sort());
      for (const badge of BADGES) expect(games(locale).badges?.[badge], `${locale} ${badge}`).toBeTruthy();
    }
  });

  it('is translated where the language differs from English', () => {
    const english = games('en');
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const) {
      expect(games(locale).tile?.play, locale).not.toBe(english.tile?.play);
      expect(games(locale).search?.tooShort, locale).not.toBe(english.search?.tooShort);
      expect(games(locale).favorites?.title, locale).not.toBe(english.favorites?.title);
    }
    expect(games('en-AU').categories?.pokies).toBe('Pokies');
  });
});
