import type { Locale } from '@orbit/contract';
import { useMemo, useState } from 'react';
import { createTranslator, type Messages, type Translator } from './translator.ts';

/**
 * What may name a catalogue area (`games` of `games.tile.play`). The browser does not carry the
 * list (namespaces.ts stays out of the start-up JavaScript): the server answers the areas it has,
 * and an area it lacks is held as empty.
 */
const isArea = (area: string) => /^[a-z]+$/.test(area);

/** Each `locale:area` asked for once (again after a failed request). */
const asked = new Set<string>();

/**
 * Fetches an area the page did not come with (catalogue-fetch.ts, loaded then: the start-up
 * JavaScript carries none of it) and hands it to `merge`; whether it is on its way.
 */
export function askForArea(
  locale: Locale,
  area: string,
  merge: (areas: Messages) => void,
  load = () => import('./catalogue-fetch.ts'),
): boolean {
  if (!isArea(area)) return false;
  const key = `${locale}:${area}`;
  if (!asked.has(key)) {
    asked.add(key);
    load()
      .then(({ fetchAreas }) => fetchAreas(locale, [area]))
      .then(merge, () => asked.delete(key));
  }
  return true;
}

/**
 * The page's translator: the areas its root data came with (the page's own, `namespacesFor`;
 * the root's data reloads when the next page is of another section), and those fetched when a
 * key of another one is read (a late chunk, a modal). A key of an area on its way reads as empty,
 * never as the raw key. The server renders with the root data's areas alone, as the browser
 * hydrates. `onDemand` false: the root data is all there is (the back office's own catalogue).
 */
export function useLoadedCatalogue(
  locale: Locale,
  pageMessages: Record<string, unknown>,
  onDemand = true,
): Translator {
  const [fetched, setFetched] = useState<{ locale: Locale; areas: Messages }>({ locale, areas: {} });
  return useMemo(() => {
    const messages = {
      ...(fetched.locale === locale ? fetched.areas : {}),
      ...(pageMessages as Messages),
    };
    const merge = (areas: Messages) =>
      setFetched((now) => ({ locale, areas: { ...(now.locale === locale ? now.areas : {}), ...areas } }));
    return createTranslator(
      locale,
      messages,
      onDemand
        ? (area) => (typeof window === 'undefined' ? isArea(area) : askForArea(locale, area, merge))
        : undefined,
    );
  }, [locale, pageMessages, fetched, onDemand]);
}
