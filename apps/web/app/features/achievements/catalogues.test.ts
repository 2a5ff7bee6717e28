import { ACHIEVEMENT_BADGES, LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { keysUsedIn } from '~/shared/i18n/catalogue-test-support.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The literal `achievements.*` keys of the feature's code, and the ones it builds from the badges. */
function usedKeys(): string[] {
  const keys = keysUsedIn(sources, 'achievements');
  for (const badge of ACHIEVEMENT_BADGES)
    for (const part of ['title', 'description', 'next']) keys.add(`achievements.badge.${badge}.${part}`);
  return [...keys].sort();
}

describe('achievements catalogues', () => {
  it('translate every key the badges use, in all ten locales, the same keys as English', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(20);
    for (const locale of LOCALES) {
      for (const key of keys) expect(lookup(messagesFor(locale), key), `${locale}: ${key}`).toBeTruthy();
      expect(leafKeys(messagesFor(locale).achievements).sort(), locale).toEqual(
        leafKeys(messagesFor('en').achievements).sort(),
      );
    }
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      expect(lookup(messagesFor(locale), 'achievements.intro')).not.toBe(
        lookup(messagesFor('en'), 'achievements.intro'),
      );
  });
});
