import type { GuestPlayer, PlayerOrGuest } from '@orbit/contract';
import type { QueryClient } from '@tanstack/react-query';

const PLAYER_KEY = ['player'] as const;

/**
 * Logout on the client: every cached query except
 * the player is dropped, the player becomes a guest of the same country, then the real
 * guest profile is fetched again.
 */
export function resetToGuest(queryClient: QueryClient) {
  const previous = queryClient.getQueryData<PlayerOrGuest>(PLAYER_KEY);
  const guest: GuestPlayer = { country: previous?.country ?? '', currency: previous?.currency ?? 'EUR' };
  queryClient.removeQueries({
    predicate: (query) => !(query.queryKey.length === 1 && query.queryKey[0] === PLAYER_KEY[0]),
  });
  queryClient.setQueryData(PLAYER_KEY, guest);
  void queryClient.invalidateQueries({ queryKey: PLAYER_KEY, exact: true });
}

/** After sign-in, registration or confirmation: the profile and everything shown is loaded again. */
export async function reloadAfterSignIn(queryClient: QueryClient) {
  await queryClient.invalidateQueries();
}
