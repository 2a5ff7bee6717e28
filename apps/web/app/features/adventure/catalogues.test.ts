import { ADVENTURE_DAY_STATES, LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { BOOKMARK_PATHS } from './model/bookmarks.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The adventure API's refusals, as its server module and the shared rules write them.
const serverSources = import.meta.glob<string>(
  [
    '../../../../server/src/modules/loyalty/adventure*.ts',
    '../../../../../packages/contract/src/rules/adventure.ts',
    '!**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The literal `adventure.*` keys of the feature's code, and the ones it builds from states and kinds. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(adventure\.[\w.-]*\w)'/g)) keys.add(match[1] as string);
  for (const state of ADVENTURE_DAY_STATES) keys.add(`adventure.states.${state}`);
  for (const kind of ['deposit', 'bets']) keys.add(`adventure.steps.${kind}`);
  for (const kind of Object.keys(BOOKMARK_PATHS)) keys.add(`adventure.bookmarks.${kind}`);
  return [...keys].sort();
}

const translated = (locale: (typeof LOCALES)[number], key: string) => {
  const text = lookup(messagesFor(locale), key) ?? lookup(messagesFor(locale), `${key}_other`);
  return typeof text === 'string' && text.length > 0;
};

describe('adventure catalogues', () => {
  it('translate every key the adventure uses, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(30);
    for (const locale of LOCALES)
      for (const key of keys) expect(translated(locale, key), `${locale}: ${key}`).toBe(true);
  });

  it('explain every refusal the adventure API sends', () => {
    const keys = new Set<string>();
    for (const text of Object.values(serverSources))
      for (const match of text.matchAll(/'(adventure\.[a-z_]+)'/g)) keys.add(match[1] as string);
    expect(keys).toContain('adventure.day_not_completed');
    expect(keys).toContain('adventure.not_eligible');
    for (const locale of LOCALES)
      for (const key of keys) expect(translated(locale, key), `${locale}: ${key}`).toBe(true);
  });

  it('every locale has the same keys as English, and the other languages are translated', () => {
    const english = leafKeys(messagesFor('en').adventure).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).adventure).sort(), locale).toEqual(english);
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      expect(lookup(messagesFor(locale), 'adventure.intro'), locale).not.toBe(
        lookup(messagesFor('en'), 'adventure.intro'),
      );
  });
});
