import { isSignedIn, type PlayerOrGuest } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

export const getPlayer = (api: ApiClient) => api.request<PlayerOrGuest>('/api/player');

export const playerQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['player'], queryFn: () => getPlayer(api) });

/** For server loaders: the same query, filled with the page's player the load context holds. */
export const pagePlayerQueryOptions = (context: AppLoadContext) =>
  queryOptions({ queryKey: ['player'], queryFn: () => context.currentPlayer() });

/** The current player (or guest): `signedIn` only when the profile has an id. */
export function usePlayer() {
  const query = useQuery(playerQueryOptions(useApi()));
  const player = isSignedIn(query.data) ? query.data : null;
  return { ...query, player, signedIn: player !== null };
}
