import type { PlayerOrGuest } from '@orbit/contract';
import type { AppLoadContext } from 'react-router';
import { ApiClient, type FetchLike, SERVER_TIMEOUT_MS } from './client.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Calls Orbit's API in-process with the page request's cookies, host and country. Within one
     * render an identical read is answered once, and the player, project info and locales come
     * from what the page request already resolved (decision 011).
     */
    apiFetch: FetchLike;
    /** The page's player (or guest), as `GET /api/player` answers it; resolved once per render. */
    currentPlayer: () => Promise<PlayerOrGuest>;
    country: string;
    /** A demo installation (server config `mode`): every page says so. */
    demo?: boolean;
  }
}

/** The client loaders use during server rendering: 8 s timeout, no retries. */
export function serverApi(context: AppLoadContext): ApiClient {
  return new ApiClient({ fetch: context.apiFetch, timeoutMs: SERVER_TIMEOUT_MS, retries: 0 });
}
