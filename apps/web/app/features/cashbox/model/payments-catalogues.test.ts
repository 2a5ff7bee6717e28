import {
  LOCALES,
  OPERATOR_PERMISSIONS,
  PAYMENT_BRANDS,
  PAYMENT_STATES,
  PaymentAction,
} from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

// The withdraw, history, warning and methods-table code of the cashbox (the `payments` area).
const sources = import.meta.glob<string>(
  [
    '../components/{withdraw-panel,payment-history,cashbox-dashboard,canceled-deposit-warning,methods-table}.tsx',
    '../api/{withdraw,payments}.ts',
    './withdraw.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const serverSources = import.meta.glob<string>(
  ['../../../../../server/src/modules/payments/*.ts', '!**/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** The literal `payments.*` keys of the code, and the ones it builds from states and actions. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(payments\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  for (const state of PAYMENT_STATES) keys.add(`payments.states.${state}`);
  // A method's `translationKey` (the server's), and a history row's brand.
  for (const brand of PAYMENT_BRANDS) keys.add(`payments.methods.${brand}`);
  for (const action of PaymentAction.options) {
    keys.add(`payments.history.types.${action}`);
    keys.add(`payments.history.only.${action}`);
    keys.add(`payments.methods_table.${action}`);
  }
  return [...keys].sort();
}

describe('payments catalogues', () => {
  it('translate every key the cashbox withdraw, history, warning and methods table use, in all ten locales', () => {
    const keys = usedKeys();
    expect(Object.keys(sources)).toHaveLength(8);
    expect(keys.length).toBeGreaterThan(40);
    for (const locale of LOCALES)
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('explain every payments message the server sends and the form rules give, in all ten locales', () => {
    const keys = new Set(['validation.required', 'validation.card_number', 'validation.card_expired']);
    for (const text of Object.values(serverSources))
      for (const match of text.matchAll(/'(payments\.\w+)'/g)) keys.add(match[1] as string);
    // The back office's permission names (`operatorRoute(app, 'payments.review')`) are no messages.
    for (const permission of OPERATOR_PERMISSIONS) keys.delete(permission);
    expect(keys).toContain('payments.not_recallable');
    for (const locale of LOCALES)
      for (const key of keys)
        expect(typeof lookup(messagesFor(locale), key), `${locale}: ${key}`).toBe('string');
  });

  it('every locale has the same payments keys as English', () => {
    const english = leafKeys(messagesFor('en').payments).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).payments).sort(), locale).toEqual(english);
  });

  it('the English variants are copies of English', () => {
    for (const locale of LOCALES.filter((l) => l.startsWith('en-')))
      expect(messagesFor(locale).payments, locale).toEqual(messagesFor('en').payments);
  });
});
