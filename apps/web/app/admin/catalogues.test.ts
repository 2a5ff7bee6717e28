import {
  AUDIT_OUTCOMES,
  LOCALES,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  OPERATOR_STATUSES,
} from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, lookup } from '~/shared/i18n/catalogue-keys.ts';
import { isTranslated } from '~/shared/i18n/catalogue-test-support.ts';
import { adminMessagesFor } from './i18n.server.ts';
import { ADMIN_SECTIONS } from './shared/sections.ts';

/** Every area file of every locale (`./locales/de/support.json`), whatever areas the screens added. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const catalogues = new Map<string, Map<string, unknown>>();
for (const [path, tree] of Object.entries(files)) {
  const [, locale, area] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!locale || !area) continue;
  if (!catalogues.has(locale)) catalogues.set(locale, new Map());
  catalogues.get(locale)?.set(area, tree);
}
const englishAreas = [...(catalogues.get('en')?.keys() ?? [])].sort();

/** The back office's code (tests and the catalogue loader left out). */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./i18n.server.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The keys the code names: every quoted `area.key` of a back-office area (or the player site's
 * `validation`, which the back office also loads), in a `t('…')` call or handed to one (menu labels,
 * a ternary's branches).
 */
function keysInCode(): string[] {
  const areas = [...englishAreas, 'validation'].map((a) => a.replace(/[-]/g, '\\-')).join('|');
  const pattern = new RegExp(`'((?:${areas})\\.[\\w.-]*\\w)'`, 'g');
  const permissions = new Set<string>(OPERATOR_PERMISSIONS);
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(pattern)) {
      const key = match[1] as string;
      // Permissions (`support.read`) and file names (`audit.csv`) look alike.
      if (!permissions.has(key) && !/\.(csv|json|tsx?|png|svg)$/.test(key)) keys.add(key);
    }
  }
  return [...keys].sort();
}

/** Placeholders of a text (`{{name}}`), to compare a translation's with English's. */
const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort() : [];

const TRANSLATED = ['de', 'et', 'fr-CA', 'it', 'no'] as const;

describe('back-office catalogues', () => {
  it('are present in all ten locales, each area with exactly the English keys', () => {
    expect(englishAreas).toEqual(expect.arrayContaining(['admin', 'auth', 'operators']));
    for (const locale of LOCALES) {
      const areas = catalogues.get(locale);
      expect([...(areas?.keys() ?? [])].sort(), `${locale}: area files`).toEqual(englishAreas);
      for (const area of englishAreas) {
        const english = catalogues.get('en')?.get(area);
        expect(leafKeys(areas?.get(area)).sort(), `${locale}/${area}.json`).toEqual(leafKeys(english).sort());
        for (const key of leafKeys(english)) {
          const text = lookup(areas?.get(area), key);
          expect(typeof text === 'string' && text.trim().length > 0, `${locale}/${area}: ${key}`).toBe(true);
          // No placeholder English lacks (a misspelt one would show as written).
          expect(placeholders(lookup(english, key)), `${locale}/${area}: ${key} placeholders`).toEqual(
            expect.arrayContaining(placeholders(text)),
          );
        }
      }
    }
  });

  it('are translated (not English) in German, Estonian, Canadian French, Italian and Norwegian', () => {
    for (const area of englishAreas) {
      const english = catalogues.get('en')?.get(area);
      const keys = leafKeys(english);
      for (const locale of TRANSLATED) {
        const differing = keys.filter(
          (key) => lookup(catalogues.get(locale)?.get(area), key) !== lookup(english, key),
        );
        // A word may be the same (Marketing, Status, RTP); a third of an area's texts at least are not.
        expect(differing.length, `${locale}/${area}.json is mostly English`).toBeGreaterThanOrEqual(
          Math.ceil(keys.length / 3),
        );
      }
    }
  });

  it("translate every key the back office's code uses, in all ten locales", () => {
    const keys = [
      ...keysInCode(),
      ...ADMIN_SECTIONS.map((section) => section.label),
      ...OPERATOR_ROLES.map((role) => `admin.roles.${role}`),
      ...OPERATOR_STATUSES.map((status) => `admin.operators.statuses.${status}`),
      ...AUDIT_OUTCOMES.map((outcome) => `admin.audit.outcomes.${outcome}`),
    ];
    expect(keys).toEqual(expect.arrayContaining(['admin.title', 'admin.sign_in.submit', 'admin.nav.audit']));
    for (const locale of LOCALES) {
      const messages = adminMessagesFor(locale);
      for (const key of keys) expect(isTranslated(messages, key), `${locale}: ${key}`).toBe(true);
    }
  });

  it("translate the operator API's refusals", () => {
    const keys = [
      'auth.operator_invalid_credentials',
      'auth.invalid_otp',
      'operators.own_role',
      'operators.own_account',
    ];
    for (const locale of LOCALES) {
      const messages = adminMessagesFor(locale);
      for (const key of keys) expect(isTranslated(messages, key), `${locale}: ${key}`).toBe(true);
    }
  });

  it('carry the demo notice the root layout shows on every page of a demo, in each language', () => {
    const noticeOf = (locale: (typeof LOCALES)[number]) =>
      (adminMessagesFor(locale) as { common?: { demoNotice?: string } }).common?.demoNotice;
    for (const locale of LOCALES) expect(noticeOf(locale), locale).toMatch(/\w{3}/);
    expect(noticeOf('de')).not.toBe(noticeOf('en'));
  });
});
