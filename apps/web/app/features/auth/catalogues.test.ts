import { AUTH_MESSAGE_KEYS, AUTH_PROVIDER_ERRORS, LOCALES, VALIDATION_KEYS } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

describe('auth, profile and validation catalogues', () => {
  it('translate every key the contract rules and the auth server send, in all ten locales', () => {
    for (const locale of LOCALES) {
      const messages = messagesFor(locale);
      for (const key of [...VALIDATION_KEYS, ...AUTH_MESSAGE_KEYS, ...AUTH_PROVIDER_ERRORS]) {
        const text = lookup(messages, key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
    }
  });

  it('have the same keys in every locale, with non-English text where the language differs', () => {
    const english = messagesFor('en');
    for (const area of ['auth', 'profile', 'validation']) {
      const keys = leafKeys(english[area]).sort();
      for (const locale of LOCALES)
        expect(leafKeys(messagesFor(locale)[area]).sort(), `${locale}/${area}`).toEqual(keys);
      for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
        expect(lookup(messagesFor(locale), `${area}.${keys[0]}`)).not.toBe(
          lookup(english, `${area}.${keys[0]}`),
        );
    }
  });
});
