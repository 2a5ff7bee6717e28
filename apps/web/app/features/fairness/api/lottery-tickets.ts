import type { LotteryTicketList } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** `GET /api/lotteries/{id}/tickets`: the published ticket list the draw was computed from (403 before sales close). */
export const getLotteryTickets = (api: ApiClient, id: number) =>
  api.request<LotteryTicketList>(`/api/lotteries/${id}/tickets`);

export const lotteryTicketsQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['fairness', 'lottery-tickets', id],
    queryFn: () => getLotteryTickets(api, id),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The list, fetched once asked for (`id` null: not yet). */
export function useLotteryTickets(id: number | null) {
  return useQuery({ ...lotteryTicketsQueryOptions(useApi(), id ?? 0), enabled: id !== null });
}
