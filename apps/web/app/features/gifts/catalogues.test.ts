import { COUPON_STATUSES, GIFT_STAGES, LOCALES } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The bonus engine's error keys, as its server module writes them (once it exists).
const serverSources = import.meta.glob<string>(
  ['../../../../server/src/modules/bonuses/**/*.ts', '!**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** The bonus API's field and base error keys (the player API's list). */
const BONUS_ERRORS = [
  'code_unknown',
  'code_expired',
  'code_used_up',
  'code_not_for_you',
  'code_wrong_currency',
  'code_already_used',
  'unavailable',
  'not_activatable',
  'not_cancelable',
  'offer_not_available',
  'wagering_in_progress',
].map((key) => `bonuses.${key}`);

/** The literal `gifts.*` keys of the feature's code, and the ones it builds from stages and statuses. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/'(gifts\.[\w.]*\w)'/g)) keys.add(match[1] as string);
  // The profile's tab of the page.
  keys.add('gifts.tabs.gifts');
  for (const stage of GIFT_STAGES) keys.add(`gifts.stages.${stage}`);
  for (const status of COUPON_STATUSES) keys.add(`gifts.coupon.status.${status}`);
  for (const kind of ['activate', 'expires'])
    for (const form of ['in', 'by']) keys.add(`gifts.deadline.${kind}_${form}`);
  return [...keys].sort();
}

const translated = (locale: (typeof LOCALES)[number], key: string) => {
  // A counted text has its plural forms instead (`_one`, `_other`).
  const text = lookup(messagesFor(locale), key) ?? lookup(messagesFor(locale), `${key}_other`);
  return typeof text === 'string' && text.length > 0;
};

describe('gifts catalogues', () => {
  it('translate every key the gifts use, in all ten locales', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(60);
    for (const locale of LOCALES)
      for (const key of keys) expect(translated(locale, key), `${locale}: ${key}`).toBe(true);
  });

  it('explain every error the bonus API sends, in all ten locales', () => {
    const keys = new Set(BONUS_ERRORS);
    for (const text of Object.values(serverSources))
      for (const match of text.matchAll(/'(bonuses\.[a-z_]+)'/g)) keys.add(match[1] as string);
    // The refusal unions whose members become `bonuses.${key}` (`CodeRefusal`, `OfferRefusal`).
    for (const text of Object.values(serverSources))
      for (const match of text.matchAll(/^\s*\|\s*'([a-z_]+)'/gm)) keys.add(`bonuses.${match[1]}`);
    expect(keys.size).toBeGreaterThanOrEqual(BONUS_ERRORS.length);
    for (const locale of LOCALES)
      for (const key of keys) expect(translated(locale, key), `${locale}: ${key}`).toBe(true);
  });

  it('every locale has the same keys as English, and the other languages are translated', () => {
    for (const area of ['gifts', 'bonuses']) {
      const english = leafKeys(messagesFor('en')[area]).sort();
      for (const locale of LOCALES)
        expect(leafKeys(messagesFor(locale)[area]).sort(), `${locale} ${area}`).toEqual(english);
    }
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et'] as const)
      expect(lookup(messagesFor(locale), 'gifts.toasts.received'), locale).not.toBe(
        lookup(messagesFor('en'), 'gifts.toasts.received'),
      );
  });
});
