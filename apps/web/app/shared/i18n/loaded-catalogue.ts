import type { Locale } from '@orbit/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { messagesBucket } from './instance.ts';
import { isCatalogueArea, namespacesFor } from './namespaces.ts';
import { createTranslator, type Messages, type Translator } from './translator.ts';

type Fetch = (url: string) => Promise<Response>;

/**
 * The areas of one locale's catalogue the browser holds: the page's own at first, the others
 * fetched when something asks for them (a key read, or the next page's namespaces while its
 * loaders run), a few areas per request, each area once.
 */
export class CatalogueLoader {
  private readonly requested = new Set<string>();
  private queued: string[] = [];

  constructor(
    private readonly locale: Locale,
    private readonly has: (area: string) => boolean,
    private readonly merge: (areas: Messages) => void,
    private readonly fetcher: Fetch = (url) => fetch(url),
  ) {}

  /** Asks for `areas` not held nor asked for yet; whether any of them is on its way. */
  request(areas: readonly string[]): boolean {
    let pending = false;
    for (const area of areas) {
      if (!isCatalogueArea(area) || this.has(area)) continue;
      pending = true;
      if (this.requested.has(area)) continue;
      this.requested.add(area);
      if (this.queued.push(area) === 1) queueMicrotask(() => this.flush());
    }
    return pending;
  }

  private async flush() {
    const areas = this.queued;
    this.queued = [];
    const url = `/messages/${this.locale}.json?ns=${areas.join(',')}&t=${messagesBucket()}`;
    try {
      const response = await this.fetcher(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const loaded = (await response.json()) as Messages;
      // An area the server does not have reads as empty: its keys show as they are.
      this.merge(Object.fromEntries(areas.map((area) => [area, loaded[area] ?? {}])));
    } catch {
      // Asked for again on the next read or navigation.
      for (const area of areas) this.requested.delete(area);
    }
  }
}

/**
 * The page's translator: `initial` (the areas its HTML came with) grows with the areas fetched
 * later; a key of an area on its way reads as empty, never as the raw key. The server renders
 * with `initial` alone, as the browser hydrates. `onDemand` false: `initial` is all there is
 * (the back office's own catalogue).
 */
export function useLoadedCatalogue(
  locale: Locale,
  pageMessages: Record<string, unknown>,
  onDemand = true,
): Translator {
  const initial = pageMessages as Messages;
  const [state, setState] = useState({ locale, initial, messages: initial });
  let messages = state.messages;
  if (state.locale !== locale || state.initial !== initial) {
    // New root data: a new locale starts again from the page's areas; the same keeps what it loaded.
    messages = state.locale === locale ? { ...state.messages, ...initial } : initial;
    setState({ locale, initial, messages });
  }
  const held = useRef(messages);
  held.current = messages;
  const loader = useMemo(
    () =>
      new CatalogueLoader(
        locale,
        (area) => area in held.current,
        (areas) =>
          setState((now) =>
            now.locale === locale ? { ...now, messages: { ...now.messages, ...areas } } : now,
          ),
      ),
    [locale],
  );
  const translator = useMemo(
    () =>
      createTranslator(
        locale,
        messages,
        onDemand
          ? (area) => (typeof window === 'undefined' ? isCatalogueArea(area) : loader.request([area]))
          : undefined,
      ),
    [locale, messages, loader, onDemand],
  );
  // The next page's areas load while its loaders run; the current page's (a `?modal=`) at once.
  const location = useLocation();
  const next = useNavigation().location;
  useEffect(() => {
    if (!onDemand) return;
    loader.request(namespacesFor(location));
    if (next) loader.request(namespacesFor(next));
  }, [loader, location, next, onDemand]);
  return translator;
}
