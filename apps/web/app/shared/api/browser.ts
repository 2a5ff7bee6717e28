import { ApiClient, BROWSER_TIMEOUT_MS, MAX_RETRIES } from './client.ts';
import { emitAuthError } from './events.ts';

let browserClient: ApiClient | undefined;

/** The browser's client: 30 s timeout, 6 retries with exponential delay, 401 → auth-error event. */
export function getBrowserApi(): ApiClient {
  browserClient ??= new ApiClient({
    fetch: (path, init) => window.fetch(path, init),
    timeoutMs: BROWSER_TIMEOUT_MS,
    retries: MAX_RETRIES,
    onUnauthorized: emitAuthError,
  });
  return browserClient;
}
