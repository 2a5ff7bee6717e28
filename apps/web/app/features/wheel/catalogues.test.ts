import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./testing.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A key is there as itself or as its plural forms (`_one`, `_other`). */
const has = (tree: unknown, key: string) =>
  ['', '_other'].some((suffix) => {
    const text = lookup(tree, `${key}${suffix}`);
    return typeof text === 'string' && text.length > 0;
  });

describe('wheel catalogues', () => {
  it('translate every key the wheel pages and rocket chance use, in all ten locales', () => {
    const keys = new Set<string>();
    for (const text of Object.values(sources))
      for (const m of text.matchAll(/'(wheel\.[\w.]+)'/g)) keys.add(m[1]!);
    expect(keys.size).toBeGreaterThan(50);
    for (const locale of LOCALES)
      for (const key of keys) expect(has(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
  });

  it('every locale has the same keys as English, and the non-English ones are really translated', () => {
    const english = leafKeys(messagesFor('en').wheel).sort();
    for (const locale of LOCALES) expect(leafKeys(messagesFor(locale).wheel).sort(), locale).toEqual(english);
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const) {
      expect(lookup(messagesFor(locale), 'wheel.title'), locale).not.toBe(
        lookup(messagesFor('en'), 'wheel.title'),
      );
      expect(lookup(messagesFor(locale), 'wheel.chance.intro'), locale).not.toBe(
        lookup(messagesFor('en'), 'wheel.chance.intro'),
      );
    }
  });
});
