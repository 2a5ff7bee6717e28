import { COOLING_OFF_PERIODS, LIMIT_PERIODS, LOCALES, SELF_EXCLUSION_PERIODS } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { MONEY_SECTIONS } from './model/limits.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const serverSources = import.meta.glob<string>(
  ['../../../../server/src/modules/limits/*.ts', '!**/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** The literal keys of the page's code, and the ones it builds from the limit types and periods. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(limits\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  for (const type of [...MONEY_SECTIONS, 'session']) {
    keys.add(`limits.types.${type}.title`);
    keys.add(`limits.types.${type}.about`);
  }
  for (const period of LIMIT_PERIODS) keys.add(`limits.periods.${period}`);
  for (const period of [...COOLING_OFF_PERIODS, ...SELF_EXCLUSION_PERIODS])
    keys.add(`limits.break.periods.${period}`);
  for (const type of ['coolingoff', 'selfexclusion']) {
    for (const part of ['', '_understood', '_start', '_until', '_permanent'])
      keys.add(`limits.break.${type}${part}`);
    keys.add(`limits.toasts.${type}`);
  }
  return [...keys].sort();
}

describe('limits catalogues', () => {
  it('translate every key the limits pages use, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(50);
    for (const locale of LOCALES)
      for (const key of keys) {
        // A counted text has its plural forms instead (`_one`, `_other`).
        const text = lookup(messagesFor(locale), key) ?? lookup(messagesFor(locale), `${key}_other`);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('explain every field error the limits API sends, in all ten locales', () => {
    const keys = new Set<string>();
    for (const text of Object.values(serverSources))
      for (const match of text.matchAll(/'(validation\.\w+)'/g)) keys.add(match[1] as string);
    expect(keys).toContain('validation.limit_confirm_too_early');
    for (const locale of LOCALES)
      for (const key of keys)
        expect(typeof lookup(messagesFor(locale), key), `${locale}: ${key}`).toBe('string');
  });

  it('every locale has the same keys as English', () => {
    const english = leafKeys(messagesFor('en').limits).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).limits).sort(), locale).toEqual(english);
  });
});
