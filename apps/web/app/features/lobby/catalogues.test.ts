import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { LEADERBOARD_TABS } from './model/leaderboard.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every literal `lobby.*` / `home.*` key the lobby's code names, plus the keys it builds. */
function usedKeys(): string[] {
  const keys = new Set<string>(LEADERBOARD_TABS.map((tab) => `lobby.leaderboard.${tab}`));
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'((?:lobby|home)\.[\w.]+)'/g)) keys.add(match[1]!);
  return [...keys].sort();
}

describe('lobby and home catalogues', () => {
  it('translate every key the lobby uses, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys).toContain('lobby.banners.carousel');
    for (const locale of LOCALES)
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('hold no key the code does not use', () => {
    const english = messagesFor('en');
    const defined = ['lobby', 'home'].flatMap((area) => leafKeys(english[area]).map((k) => `${area}.${k}`));
    expect(defined.sort()).toEqual(usedKeys());
  });

  it('have the same keys in every locale, translated where the language differs', () => {
    const english = messagesFor('en');
    for (const area of ['lobby', 'home']) {
      const keys = leafKeys(english[area]).sort();
      for (const locale of LOCALES)
        expect(leafKeys(messagesFor(locale)[area]).sort(), `${locale}/${area}`).toEqual(keys);
      for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
        for (const key of ['banners.next', 'leaderboard.title', 'newProvider.text'].filter(
          () => area === 'lobby',
        ))
          expect(lookup(messagesFor(locale), `lobby.${key}`), `${locale}: ${key}`).not.toBe(
            lookup(english, `lobby.${key}`),
          );
    }
  });
});
