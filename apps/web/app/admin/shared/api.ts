import type { OperatorMe, OperatorPermission } from '@orbit/contract';
import { useOutletContext } from 'react-router';
import { ApiClient, BROWSER_TIMEOUT_MS } from '~/shared/api/client.ts';

/** Where a back-office page goes when the session ended (idle, expired, signed out elsewhere). */
export const signInPath = (next: string) => `/admin/sign-in?next=${encodeURIComponent(next)}`;

let client: ApiClient | undefined;
/** Set while signing out: a request of the page that answers 401 then is no expired session. */
let signingOut = false;

/**
 * The back office's API client: the player site's fetch layer (timeout, JSON errors, network
 * retries) without its 401 handling (that logs a player out); a 401 here sends to the sign-in page.
 */
export function adminApi(): ApiClient {
  client ??= new ApiClient({
    fetch: (path, init) => window.fetch(path, init),
    timeoutMs: BROWSER_TIMEOUT_MS,
    retries: 2,
    onUnauthorized: () => {
      if (!signingOut && !window.location.pathname.startsWith('/admin/sign-in')) {
        window.location.assign(signInPath(window.location.pathname + window.location.search));
      }
    },
  });
  return client;
}

/** Ends the session. Requests of the page still in flight answer 401 and are let go. */
export async function signOutOperator() {
  signingOut = true;
  await adminApi().request('/api/admin/session', { method: 'DELETE' });
}

/** A signed-in page is showing (again): a 401 from now on means the session ended. */
export function operatorSignedIn() {
  signingOut = false;
}

/** The signed-in operator, handed down by the back office's layout. */
export function useOperator(): OperatorMe {
  return useOutletContext<OperatorMe>();
}

/** Whether the signed-in operator's role holds a permission (screens hide what the API would refuse). */
export function useMay(permission: OperatorPermission): boolean {
  return useOperator().permissions.includes(permission);
}
