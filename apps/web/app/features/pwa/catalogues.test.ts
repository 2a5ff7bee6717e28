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

describe('pwa catalogues', () => {
  it('translate every key the install instructions use, in all ten locales, the same keys as English', () => {
    const keys = [...keysUsedIn(sources, 'pwa')].sort();
    expect(keys.length).toBeGreaterThan(12);
    for (const locale of LOCALES) {
      for (const key of keys) expect(isTranslated(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
      expect(leafKeys(messagesFor(locale).pwa).sort(), locale).toEqual(
        leafKeys(messagesFor('en').pwa).sort(),
      );
    }
  });

  it('have the offline page’s words (build-pwa.mjs puts them in offline.html) in every locale', () => {
    for (const locale of LOCALES) {
      for (const key of ['pwa.offline.title', 'pwa.offline.text', 'pwa.offline.retry'])
        expect(isTranslated(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
    }
    expect(messagesFor('de').pwa).not.toEqual(messagesFor('en').pwa);
  });
});
