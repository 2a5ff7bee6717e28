import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys } from '~/shared/i18n/catalogue-keys.ts';
import { isTranslated, keysUsedIn } from '~/shared/i18n/catalogue-test-support.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { systemMessageKey } from './model/support.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('support catalogues', () => {
  it("translate every key support uses (and the server's), in all ten locales, the same keys as English", () => {
    const keys = [
      ...keysUsedIn(sources, 'support'),
      // Words the server sends as codes: the system message, the survey's field error.
      systemMessageKey('answer_by_email'),
      'support.survey_closed',
    ].sort();
    expect(keys.length).toBeGreaterThan(30);
    for (const locale of LOCALES) {
      for (const key of keys) expect(isTranslated(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
      expect(leafKeys(messagesFor(locale).support).sort(), locale).toEqual(
        leafKeys(messagesFor('en').support).sort(),
      );
    }
  });
});
