import type { Account } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** `GET /api/player/accounts?compatibility=false`: the player's wallets (rethrown on error). */
export const getAccounts = async (api: ApiClient) =>
  api.request<Account[]>('/api/player/accounts', { query: { compatibility: false } });

/** Under `player` so that whatever refreshes the player (sign-in, logout) refreshes the balance too. */
export const accountsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['player', 'accounts'], queryFn: () => getAccounts(api) });

export function useAccounts(enabled: boolean) {
  return useQuery({ ...accountsQueryOptions(useApi()), enabled });
}

/** The account the player plays with: the active one, else the one in the player's currency. */
export function activeAccount(
  accounts: readonly Account[],
  currency: string | undefined,
): Account | undefined {
  return accounts.find((a) => a.active) ?? accounts.find((a) => a.currency === currency) ?? accounts[0];
}
