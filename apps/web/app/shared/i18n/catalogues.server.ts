import { LOCALES, type Locale } from '@orbit/contract';

/**
 * Catalogues are JSON files per locale and area: `app/locales/{locale}/{area}.json`.
 * They are merged into one tree per locale whose top-level keys are the areas
 * (`auth.login.title`, `validation.required` …). Server-only: the browser receives
 * its locale's tree inside the page, or from /messages/{lang}.json.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export type Messages = Record<string, unknown>;

const byLocale = new Map<Locale, Messages>();
for (const locale of LOCALES) byLocale.set(locale, {});
for (const [path, tree] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, locale, area] = match as unknown as [string, Locale, string];
  const messages = byLocale.get(locale);
  if (messages) messages[area] = tree;
}

/** The locale's catalogue: every area, or only `areas` (those a page shows at first). */
export function messagesFor(locale: Locale, areas?: readonly string[]): Messages {
  const all = byLocale.get(locale) ?? {};
  if (!areas) return all;
  const picked: Messages = {};
  for (const area of areas) if (area in all) picked[area] = all[area];
  return picked;
}
