import { LOCALES } from '@orbit/contract';
import { ENGINE_IDS } from '@orbit/games';
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

describe('fairness catalogues', () => {
  it('translate every key the verifier uses, in all ten locales', () => {
    const keys = new Set<string>();
    for (const text of Object.values(sources))
      for (const m of text.matchAll(/'(fairness\.[\w.]+)'/g)) keys.add(m[1]!);
    expect(keys.size).toBeGreaterThan(30);
    for (const locale of LOCALES)
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('name every house game in the seed verifier (its keys are built from the engine id)', () => {
    for (const locale of LOCALES)
      for (const engine of ENGINE_IDS) {
        const text = lookup(messagesFor(locale), `fairness.seed_verify.games.${engine}`);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${engine}`).toBe(true);
      }
  });

  it('every locale has the same keys as English', () => {
    const english = leafKeys(messagesFor('en').fairness).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).fairness).sort(), locale).toEqual(english);
  });
});
