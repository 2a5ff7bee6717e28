import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const leafKeys = (tree: unknown, prefix = ''): string[] =>
  typeof tree !== 'object' || tree === null
    ? [prefix]
    : Object.entries(tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));

const sources = import.meta.glob<string>(
  [
    './**/*.{ts,tsx}',
    '../../routes/profile/games-history.tsx',
    '../profile/components/profile-tabs.tsx',
    '!./**/*.test.{ts,tsx}',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('play catalogues', () => {
  it('translate every key the game page and the games history use, in all ten locales', () => {
    const keys = new Set<string>(['play.history.statuses.open', 'play.history.statuses.closed']);
    for (const text of Object.values(sources))
      for (const m of text.matchAll(/'(play\.[\w.]+)'/g)) keys.add(m[1]!);
    expect(keys.size).toBeGreaterThan(20);
    for (const locale of LOCALES)
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('every locale has the same keys as English', () => {
    const english = leafKeys(messagesFor('en').play).sort();
    for (const locale of LOCALES) expect(leafKeys(messagesFor(locale).play).sort(), locale).toEqual(english);
  });
});
