import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys } from '~/shared/i18n/catalogue-keys.ts';
import { isTranslated, keysUsedIn } from '~/shared/i18n/catalogue-test-support.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('notifications catalogues', () => {
  it('translate every key the centre uses, in all ten locales, the same keys as English', () => {
    const keys = [...keysUsedIn(sources, 'notifications')].sort();
    expect(keys.length).toBeGreaterThan(6);
    for (const locale of LOCALES) {
      for (const key of keys) expect(isTranslated(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
      expect(leafKeys(messagesFor(locale).notifications).sort(), locale).toEqual(
        leafKeys(messagesFor('en').notifications).sort(),
      );
    }
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      expect(leafKeys(messagesFor(locale).notifications).length).toBeGreaterThan(0);
  });
});
