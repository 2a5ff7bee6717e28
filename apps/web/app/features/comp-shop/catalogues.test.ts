import { LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { EXCHANGE_ERRORS } from './model/errors.ts';
import { SHOP_TABS } from './model/shop.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The shell shows the level on the avatar with this feature's key; the profile has its Levels tab.
const shellSources = import.meta.glob<string>(
  ['../shell/components/account.tsx', '../profile/components/profile-tabs.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
// The exchange's refusals, as the server's loyalty module writes them.
const serverSources = import.meta.glob<string>(['../../../../server/src/modules/loyalty/shop.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The literal `comp.*` keys of the feature's code, and the ones it builds from tabs, badges and states. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of [...Object.values(sources), ...Object.values(shellSources)])
    for (const match of text.matchAll(/'(comp\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  for (const tab of SHOP_TABS) keys.add(`comp.tabs.${tab.id}`);
  for (const badge of ['popular', 'new', 'vip']) keys.add(`comp.badges.${badge}`);
  for (const state of ['current', 'reached', 'ahead']) keys.add(`comp.levels.state.${state}`);
  for (const error of EXCHANGE_ERRORS) keys.add(`comp.errors.${error}`);
  return [...keys].sort();
}

const translated = (locale: (typeof LOCALES)[number], key: string) => {
  const text = lookup(messagesFor(locale), key) ?? lookup(messagesFor(locale), `${key}_other`);
  return typeof text === 'string' && text.length > 0;
};

describe('comp catalogues', () => {
  it('translate every key the shop and levels use, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(60);
    for (const locale of LOCALES)
      for (const key of keys) expect(translated(locale, key), `${locale}: ${key}`).toBe(true);
  });

  it('explain every refusal the exchange sends', () => {
    const sent = new Set<string>();
    for (const text of Object.values(serverSources))
      for (const match of text.matchAll(/'comp_points\.([a-z_]+)'/g)) sent.add(match[1] as string);
    expect(sent.size).toBeGreaterThan(5);
    for (const key of sent) expect(EXCHANGE_ERRORS, key).toContain(key);
  });

  it('every locale has the same keys as English, and the other languages are translated', () => {
    const english = leafKeys(messagesFor('en').comp).sort();
    for (const locale of LOCALES) expect(leafKeys(messagesFor(locale).comp).sort(), locale).toEqual(english);
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      for (const key of ['comp.purchase.confirm', 'comp.more.earn', 'comp.levels.intro'])
        expect(lookup(messagesFor(locale), key), `${locale}: ${key}`).not.toBe(
          lookup(messagesFor('en'), key),
        );
  });
});
