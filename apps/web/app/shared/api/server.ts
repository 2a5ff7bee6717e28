import type { AppLoadContext } from 'react-router';
import { ApiClient, type FetchLike, SERVER_TIMEOUT_MS } from './client.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls Orbit's API in-process with the page request's cookies, host and country. */
    apiFetch: FetchLike;
    country: string;
    /** A demo installation (server config `mode`): every page says so. */
    demo?: boolean;
  }
}

/** The client loaders use during server rendering: 8 s timeout, no retries. */
export function serverApi(context: AppLoadContext): ApiClient {
  return new ApiClient({ fetch: context.apiFetch, timeoutMs: SERVER_TIMEOUT_MS, retries: 0 });
}
