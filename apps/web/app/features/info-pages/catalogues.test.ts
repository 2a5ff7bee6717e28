import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys } from '~/shared/i18n/catalogue-keys.ts';
import { isTranslated, keysUsedIn } from '~/shared/i18n/catalogue-test-support.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

/** The `pages` area: the info pages, sport, the blog, the feature flags and one offer's page. */
const sources = import.meta.glob<string>(
  [
    '../{info-pages,sport,news,feature-flags}/**/*.{ts,tsx}',
    '../promotions/components/single-offer-page.tsx',
    '!../**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

describe('the pages catalogues', () => {
  it('translate every key the pages use, in all ten locales, the same keys as English', () => {
    const keys = [
      ...keysUsedIn(sources, 'pages'),
      // The error page's two kinds, named by a template.
      ...['error', 'maintenance'].flatMap((kind) => [`pages.oops.${kind}.title`, `pages.oops.${kind}.text`]),
    ].sort();
    expect(keys.length).toBeGreaterThan(30);
    for (const locale of LOCALES) {
      for (const key of keys) expect(isTranslated(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
      expect(leafKeys(messagesFor(locale).pages).sort(), locale).toEqual(
        leafKeys(messagesFor('en').pages).sort(),
      );
    }
  });
});
