import { ApiClient, BROWSER_TIMEOUT_MS } from '~/shared/api/client.ts';

let playClient: ApiClient | undefined;

/**
 * The game frame's client for bets and actions: the shared fetch layer without its network
 * retries, because a bet the server received but whose answer was lost must not be placed twice.
 * The player sees a network error and the balance is re-read instead.
 */
export function housePlayApi(): ApiClient {
  playClient ??= new ApiClient({
    fetch: (path, init) => window.fetch(path, init),
    timeoutMs: BROWSER_TIMEOUT_MS,
    retries: 0,
  });
  return playClient;
}

export const sessionPath = (token: string) => `/api/house/sessions/${encodeURIComponent(token)}`;
