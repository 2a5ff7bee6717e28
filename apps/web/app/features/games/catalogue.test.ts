import { CATEGORY_SLUGS, LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { BADGES } from './model/game.ts';

const area = (name: 'games' | 'lists') => (locale: (typeof LOCALES)[number]) =>
  messagesFor(locale)[name] as Record<string, Record<string, string>>;
const games = area('games');
/** The game list pages' own words (a page carries them only where it shows a list). */
const lists = area('lists');

describe('games catalogue', () => {
  it('has the same keys in all ten locales, every category slug and badge included', () => {
    const keys = leafKeys(games('en')).sort();
    const listKeys = leafKeys(lists('en')).sort();
    for (const locale of LOCALES) {
      expect(leafKeys(games(locale)).sort(), locale).toEqual(keys);
      expect(leafKeys(lists(locale)).sort(), locale).toEqual(listKeys);
      expect(Object.keys(games(locale).categories ?? {}).sort(), locale).toEqual([...CATEGORY_SLUGS].sort());
      for (const badge of BADGES) expect(games(locale).badges?.[badge], `${locale} ${badge}`).toBeTruthy();
    }
  });

  it('is translated where the language differs from English', () => {
    const english = games('en');
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const) {
      expect(games(locale).tile?.play, locale).not.toBe(english.tile?.play);
      expect(games(locale).search?.tooShort, locale).not.toBe(english.search?.tooShort);
      expect(lists(locale).favorites?.title, locale).not.toBe(lists('en').favorites?.title);
    }
    expect(games('en-AU').categories?.pokies).toBe('Pokies');
  });
});
