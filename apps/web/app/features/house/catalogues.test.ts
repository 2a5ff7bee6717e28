import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every literal `house.*` key the frame's code names, and the refusals the server may send. */
function usedKeys(): string[] {
  const keys = new Set<string>(
    ['round_open', 'betting_closed', 'too_late', 'limit_reached', 'insufficient_funds', 'stake_invalid'].map(
      (code) => `house.errors.${code}`,
    ),
  );
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(house\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  return [...keys].sort();
}

/** The engines' refusal keys (`fail('stake_invalid')`): the server sends them as `house.errors.<key>`. */
const engineSources = import.meta.glob<string>(
  ['../../../../../packages/games/src/**/*.ts', '!**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
function engineRefusals(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(engineSources))
    for (const match of text.matchAll(/fail\('([a-z_]+)'\)|error: '([a-z_]+)'/g))
      keys.add((match[1] ?? match[2]) as string);
  return [...keys].sort();
}

describe('house catalogues', () => {
  it('explain every refusal an engine can send, in all ten locales', () => {
    const keys = engineRefusals();
    expect(keys).toContain('stake_invalid');
    for (const locale of LOCALES)
      for (const key of keys)
        expect(typeof lookup(messagesFor(locale), `house.errors.${key}`), `${locale}: ${key}`).toBe('string');
  });

  it('translate every key the frame uses, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys).toContain('house.frame.balance');
    for (const locale of LOCALES)
      for (const key of keys) {
        // A plural key is there when its `_other` form is.
        const text = lookup(messagesFor(locale), key) ?? lookup(messagesFor(locale), `${key}_other`);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('have the same keys in every locale, translated where the language differs', () => {
    const english = messagesFor('en').house;
    const keys = leafKeys(english).sort();
    for (const locale of LOCALES) expect(leafKeys(messagesFor(locale).house).sort(), locale).toEqual(keys);
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      for (const key of ['fair.explain', 'errors.insufficient_funds', 'stake.label'])
        expect(lookup(messagesFor(locale).house, key), `${locale}: ${key}`).not.toBe(lookup(english, key));
  });
});
