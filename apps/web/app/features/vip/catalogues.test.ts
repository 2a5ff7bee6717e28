import { LOCALES, VIP_STATUSES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The literal `vip.*` keys of the code, the per-status keys it builds, the plural forms. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(vip\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  for (const status of VIP_STATUSES) {
    keys.add(`vip.status.${status}`);
    keys.add(`vip.cards.tagline.${status}`);
  }
  keys.delete('vip.benefits.withdrawal_time');
  keys.add('vip.benefits.withdrawal_time_one');
  keys.add('vip.benefits.withdrawal_time_other');
  return [...keys].sort();
}

describe('VIP catalogues', () => {
  it('translate every key the VIP club uses, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(40);
    for (const locale of LOCALES)
      for (const key of keys) {
        const text = lookup(messagesFor(locale), key);
        expect(typeof text === 'string' && text.length > 0, `${locale}: ${key}`).toBe(true);
      }
  });

  it('every locale has the same keys as English, and the translated ones are not English', () => {
    const english = messagesFor('en').vip as Record<string, unknown>;
    for (const locale of LOCALES) {
      const vip = messagesFor(locale).vip as Record<string, unknown>;
      expect(leafKeys(vip).sort(), locale).toEqual(leafKeys(english).sort());
      if (!locale.startsWith('en'))
        expect(lookup(messagesFor(locale), 'vip.page.intro'), locale).not.toBe(
          lookup(messagesFor('en'), 'vip.page.intro'),
        );
    }
  });
});
