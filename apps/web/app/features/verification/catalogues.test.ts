import {
  DOCUMENT_KINDS,
  DOCUMENT_STATES,
  EMPLOYMENT_STATUSES,
  INCOME_BANDS,
  LOCALES,
  OPERATOR_PERMISSIONS,
  WEALTH_SOURCES,
} from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const serverSources = import.meta.glob<string>(
  ['../../../../server/src/modules/verification/*.ts', '!**/*.test.ts', '!**/test-support.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** The literal keys of the page's code, and the ones it builds from kinds, states and choices. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(verification\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  for (const kind of DOCUMENT_KINDS) {
    keys.add(`verification.kinds.${kind}.title`);
    keys.add(`verification.kinds.${kind}.about`);
  }
  for (const state of [...DOCUMENT_STATES, 'missing']) keys.add(`verification.states.${state}`);
  for (const status of EMPLOYMENT_STATUSES) keys.add(`verification.sow.statuses.${status}`);
  for (const band of INCOME_BANDS) keys.add(`verification.sow.incomes.${band}`);
  for (const source of WEALTH_SOURCES) keys.add(`verification.sow.source_names.${source}`);
  return [...keys].sort();
}

describe('verification catalogues', () => {
  it('translate every key the verification page uses, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(50);
    for (const locale of LOCALES)
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('explain every field error the verification API sends, in all ten locales', () => {
    const keys = new Set<string>();
    for (const text of Object.values(serverSources))
      for (const match of text.matchAll(/'((?:validation|verification|payments)\.\w+)'/g))
        keys.add(match[1] as string);
    // The back office's permission names (`operatorRoute(app, 'verification.review')`) are no messages.
    for (const permission of OPERATOR_PERMISSIONS) keys.delete(permission);
    expect(keys).toContain('verification.file_type');
    expect(keys).toContain('payments.verification_required');
    for (const locale of LOCALES)
      for (const key of keys)
        expect(typeof lookup(messagesFor(locale), key), `${locale}: ${key}`).toBe('string');
  });

  it('every locale has the same keys as English', () => {
    const english = leafKeys(messagesFor('en').verification).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).verification).sort(), locale).toEqual(english);
  });
});
