import { messagesBucket } from './instance.ts';
import type { Messages } from './translator.ts';

type Fetch = (url: string) => Promise<Response>;

/**
 * Fetches areas of a locale's catalogue (`/messages/{lang}.json?ns=`), loaded with the first area
 * a page asks for after its start (the start-up JavaScript carries none of it). An area the server
 * lacks comes back empty: its keys then read as they are.
 */
export async function fetchAreas(
  locale: string,
  areas: readonly string[],
  fetcher: Fetch = (url) => fetch(url),
): Promise<Messages> {
  const url = `/messages/${locale}.json?ns=${areas.join(',')}&t=${messagesBucket()}`;
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const loaded = (await response.json()) as Messages;
  return Object.fromEntries(areas.map((area) => [area, loaded[area] ?? {}]));
}
