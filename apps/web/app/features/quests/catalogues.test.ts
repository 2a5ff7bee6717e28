import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { isTranslated, keysUsedIn } from '~/shared/i18n/catalogue-test-support.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('quests catalogues', () => {
  it('translate every key the feature uses, in all ten locales', () => {
    const keys = keysUsedIn(sources, 'quests');
    expect(keys.size).toBeGreaterThan(15);
    for (const locale of LOCALES)
      for (const key of keys) expect(isTranslated(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
  });

  it('every locale has the same keys as English, and the translated ones differ from it', () => {
    const english = leafKeys(messagesFor('en').quests).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).quests).sort(), locale).toEqual(english);
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      expect(lookup(messagesFor(locale), 'quests.error')).not.toBe(lookup(messagesFor('en'), 'quests.error'));
  });
});
