import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const leafKeys = (tree: unknown, prefix = ''): string[] =>
  typeof tree !== 'object' || tree === null
    ? [prefix]
    : Object.entries(tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A key the code uses: the key itself, or its plural forms (`_one`, `_other`). */
const translated = (tree: unknown, key: string) =>
  [key, `${key}_other`].some((k) => {
    const text = lookup(tree, k);
    return typeof text === 'string' && text.length > 0;
  });

describe('quests catalogues', () => {
  it('translate every key the feature uses, in all ten locales', () => {
    const keys = new Set<string>();
    for (const text of Object.values(sources))
      for (const m of text.matchAll(/'(quests\.[\w.]+)'/g)) keys.add(m[1]!);
    expect(keys.size).toBeGreaterThan(15);
    for (const locale of LOCALES)
      for (const key of keys) expect(translated(messagesFor(locale), key), `${locale}: ${key}`).toBe(true);
  });

  it('every locale has the same keys as English, and the translated ones differ from it', () => {
    const english = leafKeys(messagesFor('en').quests).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).quests).sort(), locale).toEqual(english);
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      expect(lookup(messagesFor(locale), 'quests.error')).not.toBe(lookup(messagesFor('en'), 'quests.error'));
  });
});
