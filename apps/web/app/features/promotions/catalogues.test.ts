import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { BONUS_ERROR_REASONS } from './model/bonus-errors.ts';

const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '../auth/components/registration-modal.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

/** The literal `promotions.*` keys of the code, the error keys of every reason, the plural forms. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(promotions\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  keys.delete('promotions.offer.freespins');
  keys.add('promotions.offer.freespins_other');
  return [...keys].sort();
}

describe('promotions catalogues', () => {
  it('the server’s bonus refusals the promotions show are translated (bonuses catalogue)', () => {
    for (const locale of LOCALES)
      for (const reason of BONUS_ERROR_REASONS) {
        const text = lookup(messagesFor(locale), `bonuses.${reason}`);
        expect(typeof text === 'string' && text.length > 0, `${locale}: bonuses.${reason}`).toBe(true);
      }
  });

  it('translate every key the promotions use, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(20);
    for (const locale of LOCALES)
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('every locale has the same keys as English', () => {
    const english = leafKeys(messagesFor('en').promotions).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).promotions).sort(), locale).toEqual(english);
  });
});
