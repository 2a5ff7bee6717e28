import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { isTranslated, keysUsedIn } from '~/shared/i18n/catalogue-test-support.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { TOURNAMENT_TABS } from './model/tournaments.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./testing.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The confirmation's refusal, as the server's tournaments module writes it.
const serverSources = import.meta.glob<string>(['../../../../server/src/modules/tournaments/service.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const STRATEGIES = ['bet', 'win', 'rate', 'spin', 'points'];

/** The literal `tournaments.*` keys of the feature's code, and the ones it builds from tabs, strategies and time statuses. */
function usedKeys(): string[] {
  const keys = keysUsedIn({ ...sources, ...serverSources }, 'tournaments');
  for (const tab of TOURNAMENT_TABS) {
    keys.add(`tournaments.tabs.${tab.id}`);
    if (tab.id !== 'achievements') keys.add(`tournaments.empty.${tab.id}`);
  }
  for (const strategy of STRATEGIES) {
    keys.add(`tournaments.strategy.${strategy}`);
    keys.add(`tournaments.score.${strategy}`);
  }
  for (const status of ['active', 'future', 'archive']) keys.add(`tournaments.time.${status}`);
  return [...keys].sort();
}

const translated = (locale: (typeof LOCALES)[number], key: string) => isTranslated(messagesFor(locale), key);

describe('tournaments catalogues', () => {
  it('translate every key the pages use and the refusal the server sends, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys).toContain('tournaments.ended');
    expect(keys.length).toBeGreaterThan(50);
    for (const locale of LOCALES)
      for (const key of keys) expect(translated(locale, key), `${locale}: ${key}`).toBe(true);
  });

  it('every locale has the same keys as English, and the other languages are translated', () => {
    const english = leafKeys(messagesFor('en').tournaments).sort();
    for (const locale of LOCALES)
      expect(leafKeys(messagesFor(locale).tournaments).sort(), locale).toEqual(english);
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      for (const key of [
        'tournaments.page.intro',
        'tournaments.participation.confirm',
        'tournaments.strategy.rate',
      ])
        expect(lookup(messagesFor(locale), key), `${locale}: ${key}`).not.toBe(
          lookup(messagesFor('en'), key),
        );
  });
});
