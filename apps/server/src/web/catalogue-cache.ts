/** What an in-process API call answered, kept to answer the same call again. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

export interface ApiCall {
  method: string;
  /** Path and query. */
  url: string;
  body: string | undefined;
  /** The mirror and the country the answer may depend on (request.site, request.country). */
  host: string;
  country: string;
}

/** How long a catalogue answer is reused: the catalogue changes by operator edits, not per visit. */
export const CATALOGUE_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

/**
 * The calls whose answers depend only on what the key holds (method, URL, body, host, country),
 * never on the visitor's session: the catalogue and the operator's configuration. None of them
 * has a write route; operator edits show within CATALOGUE_TTL_MS.
 */
const CATALOGUE_CALLS: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/info\/(locales|project)(\?|$)/ },
  { method: 'GET', path: /^\/api\/fe\/config\/[\w-]+(\?|$)/ },
  { method: 'GET', path: /^\/api\/cms\/pages(\?|\/|$)/ },
  // The footer's downloadable files (not `/files/:slug`: a download, never read by a render).
  { method: 'GET', path: /^\/api\/cms\/files(\?|$)/ },
  { method: 'GET', path: /^\/api\/games\/(collections|providers)(\?|$)/ },
  { method: 'GET', path: /^\/api\/(jackpots|jackpot_wins)(\?|$)/ },
  { method: 'POST', path: /^\/api\/games_filter(\?|$)/ },
];

export const isCatalogueCall = (call: Pick<ApiCall, 'method' | 'url'>) =>
  CATALOGUE_CALLS.some((c) => c.method === call.method && c.path.test(call.url));

/**
 * Server rendering's catalogue reads, answered from memory for CATALOGUE_TTL_MS per node: a page
 * makes a dozen of them, the same for every visitor of a mirror and country. Concurrent identical
 * calls share one answer. Only answers (200, or 404: no such page or config) without cookies are
 * kept; anything else goes through each time. `version` moves on when an operator edits the
 * catalogue on this node: everything kept before is dropped.
 */
export function catalogueCache(now: () => number, version: () => number = () => 0) {
  const entries = new Map<string, { answer: Promise<CachedAnswer>; expires: number }>();
  let seenVersion = version();
  return (call: ApiCall, send: () => Promise<CachedAnswer>): Promise<CachedAnswer> => {
    if (!isCatalogueCall(call)) return send();
    // An operator's edit on this node (lib/catalogue-version.ts) drops every kept answer.
    const current = version();
    if (current !== seenVersion) {
      entries.clear();
      seenVersion = current;
    }
    const key = JSON.stringify([call.method, call.url, call.body ?? '', call.host, call.country]);
    const at = now();
    const hit = entries.get(key);
    if (hit && hit.expires > at) return hit.answer;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const answer = send();
    entries.set(key, { answer, expires: at + CATALOGUE_TTL_MS });
    const forget = () => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    };
    answer.then(
      (a) =>
        (a.status !== 200 && a.status !== 404) || a.headers['set-cookie'] !== undefined
          ? forget()
          : undefined,
      forget,
    );
    return answer;
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
