import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@orbit/contract';

/**
 * Catalogues are JSON files per locale and area: `app/locales/{locale}/{area}.json`.
 * They are merged into one tree per locale whose top-level keys are the areas
 * (`auth.login.title`, `validation.required` …). Server-only: the browser receives
 * a page's areas from the file its head links (`messagesUrl`), a navigation's inside its data,
 * and others from /messages/{lang}.json.
 *
 * A locale's files are loaded the first time a request needs it (`loadMessages`), not at start:
 * ten locales' trees held from the start were a few MB of an idle server's memory for languages
 * nobody may ask for. The server loads the request's locales before the render (entry.server.tsx),
 * so loaders read them synchronously with `messagesFor`.
 */
export type Messages = Record<string, unknown>;

type Loader = () => Promise<Messages>;

/** `loaders.get(locale)`: `[area, its file's loader]` of each of the locale's areas. */
export function loadersByLocale(files: Record<string, Loader>) {
  const loaders = new Map<Locale, [string, Loader][]>();
  for (const [path, load] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match || !(LOCALES as readonly string[]).includes(match[1] ?? '')) continue;
    const [, locale, area] = match as unknown as [string, Locale, string];
    loaders.set(locale, [...(loaders.get(locale) ?? []), [area, load]]);
  }
  return loaders;
}

/**
 * A per-locale cache of trees built from `loaders`: `load` fetches a locale once (concurrent
 * callers share the promise), `get` answers from memory and throws for a locale nobody loaded.
 */
export function lazyCatalogues(
  name: string,
  loaders: Map<Locale, [string, Loader][]>,
  /** Areas taken from elsewhere (the back office's from the player catalogue). */
  extra?: (locale: Locale) => Promise<Messages>,
) {
  const loaded = new Map<Locale, Messages>();
  const loading = new Map<Locale, Promise<void>>();
  const build = async (locale: Locale) => {
    const entries = await Promise.all(
      (loaders.get(locale) ?? []).map(async ([area, load]) => [area, await load()] as const),
    );
    loaded.set(locale, { ...(await extra?.(locale)), ...Object.fromEntries(entries) });
  };
  return {
    load(locale: Locale): Promise<void> {
      if (loaded.has(locale)) return Promise.resolve();
      let pending = loading.get(locale);
      if (!pending) {
        pending = build(locale).finally(() => loading.delete(locale));
        loading.set(locale, pending);
      }
      return pending;
    },
    get(locale: Locale): Messages {
      const messages = loaded.get(locale);
      if (!messages)
        throw new Error(`the ${name} catalogue of ${locale} is not loaded (load it before the render)`);
      return messages;
    },
  };
}

const player = lazyCatalogues(
  'player',
  loadersByLocale(import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' })),
);

/** Loads the locale's catalogue, once; `messagesFor` reads it afterwards. */
export const loadMessages = (locale: Locale) => player.load(locale);

/** The locale's catalogue (loaded by `loadMessages`): every area, or only `areas` (those a page shows at first). */
export function messagesFor(locale: Locale, areas?: readonly string[]): Messages {
  const all = player.get(locale);
  if (!areas) return all;
  const picked: Messages = {};
  for (const area of areas) if (area in all) picked[area] = all[area];
  return picked;
}

/** A short hash of an answer of /messages/{lang}.json: the `v` of its address. */
export const contentVersion = (body: string) =>
  createHash('sha256').update(body).digest('base64url').slice(0, 12);

/** Each page's areas' version, computed once (the pages' combinations of areas are few). */
const versions = new Map<string, string>();

/** The address of the locale's `areas`, named by their content: a browser may keep it for good. */
export function messagesUrl(locale: Locale, areas: readonly string[]): string {
  const key = `${locale}:${areas.join(',')}`;
  let version = versions.get(key);
  if (version === undefined) {
    version = contentVersion(JSON.stringify(messagesFor(locale, areas)));
    versions.set(key, version);
  }
  return `/messages/${locale}.json?ns=${areas.join(',')}&v=${version}`;
}
