import type { BalanceHistoryPage, PlayerStats } from '@orbit/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { type HistoryFilter, historyPath } from '../model/balance-history.ts';

/** `GET /api/player/balance_history`: one page of the player's money movements, newest first. */
export const getBalanceHistory = (api: ApiClient, filter: HistoryFilter) =>
  api.request<BalanceHistoryPage>(historyPath(filter));

export const balanceHistoryQueryOptions = (api: ApiClient, filter: HistoryFilter) =>
  queryOptions({
    queryKey: ['player', 'balance-history', filter],
    queryFn: () => getBalanceHistory(api, filter),
    placeholderData: keepPreviousData,
  });

export function useBalanceHistory(filter: HistoryFilter) {
  return useQuery(balanceHistoryQueryOptions(useApi(), filter));
}

/** `GET /api/player/stats`: deposits, withdrawals, bets, wins, net and rounds per currency. */
export const getPlayerStats = (api: ApiClient) => api.request<PlayerStats>('/api/player/stats');

export const playerStatsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['player', 'stats'], queryFn: () => getPlayerStats(api) });

export function usePlayerStats() {
  return useQuery(playerStatsQueryOptions(useApi()));
}
