import { createContext } from 'react';

/** A catalogue's areas by name (`shell`, `games` …), as the server's catalogues.server.ts picks them. */
type Messages = Record<string, unknown>;

declare module 'react-router' {
  interface AppLoadContext {
    /** The request is for a whole page (its HTML), not a navigation's data (`….data`). */
    pageRequest?: boolean;
    /** The catalogue areas of a page's server render, which its HTML does not carry (root.tsx). */
    pageMessages?: Messages;
  }
}

/**
 * A page's catalogue areas travel beside its HTML, not inside it: the server renders with them
 * (the root loader hands them over in the load context), the page's head links them as a file
 * named by its content (`/messages/{lang}.json?ns=…&v=…`, cached for good), and the browser
 * fetches that before it hydrates. Each page's HTML is ~8 KB lighter (a player's ~20 KB), and a
 * second page of the same section finds the words in the browser's cache. A navigation's data
 * still carries them (the root's loader data).
 */
export const PageMessages = createContext<Messages | null>(null);

/** The head's link to the page's areas (root.tsx), preloaded once the page has painted. */
export const PAGE_MESSAGES_LINK = 'link[data-page-messages]';

/**
 * The browser's side: the page's areas, before hydration (entry.client.tsx); null when the page
 * links none (the back office's data carries its own) or the file cannot be had after a second
 * try: the page then hydrates without them and fetches each area as it is read.
 */
export async function fetchPageMessages(
  doc: Document = document,
  fetcher: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<Messages | null> {
  const href = doc.querySelector<HTMLLinkElement>(PAGE_MESSAGES_LINK)?.href;
  if (!href) return null;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetcher(href);
      if (response.ok) return (await response.json()) as Messages;
    } catch {
      // Offline for a moment: the second try, then none.
    }
  }
  return null;
}
