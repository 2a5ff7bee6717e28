import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { lookup } from '~/shared/i18n/catalogue-keys.ts';
import { isTranslated, keysUsedIn } from '~/shared/i18n/catalogue-test-support.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./components/footer*.tsx', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Languages that are not English translate the footer's words rather than copy them. */
const OWN_LANGUAGE = ['de', 'et', 'fr-CA', 'it', 'no'] as const;

describe('footer catalogues', () => {
  it('translate every key the footer uses in all ten locales', () => {
    const keys = [...keysUsedIn(sources, 'shell.footer')].sort();
    for (const key of ['shell.footer.awards', 'shell.footer.allYears', 'shell.footer.phone'])
      expect(keys).toContain(key);
    for (const locale of LOCALES) {
      for (const key of keys) expect(isTranslated(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
    }
    for (const locale of OWN_LANGUAGE) {
      for (const key of ['shell.footer.awards', 'shell.footer.allYears', 'shell.footer.social']) {
        expect(lookup(messagesFor(locale), key), `${locale}: ${key}`).not.toBe(
          lookup(messagesFor('en'), key),
        );
      }
    }
  });
});
