import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The fields a payment method's form may have: their labels are `cashbox.fields.<name>`. */
const FIELD_NAMES = ['card_number', 'card_expiry', 'holder', 'iban', 'email', 'address'];
/** The cashbox's tabs and the tab list's own label. */
const TABS = ['label', 'deposit', 'withdraw', 'history'];

/**
 * The literal `cashbox.*` keys of the feature's code, and the ones it builds from the field names and tabs.
 * Only the cashbox area: the feature's other areas (`payments.*`) are checked where they are written.
 */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(cashbox\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  for (const name of FIELD_NAMES) keys.add(`cashbox.fields.${name}`);
  for (const tab of TABS) keys.add(`cashbox.tabs.${tab}`);
  return [...keys].sort();
}

describe('cashbox catalogues', () => {
  it('translate every key the cashbox uses, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(25);
    for (const locale of LOCALES)
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('every locale has the same keys as English', () => {
    const english = leafKeys(messagesFor('en').cashbox).sort();
    expect(english.length).toBeGreaterThan(25);
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).cashbox).sort(), locale).toEqual(english);
  });
});
