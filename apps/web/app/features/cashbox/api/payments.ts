import type { Payment, PaymentAction, PaymentsPage, PaymentsPageBody } from '@orbit/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** Every cached piece of the payment history (under `player`: a sign-out clears it). */
export const PAYMENTS_KEY = ['player', 'payments'] as const;

/** The history's page size. */
export const PAYMENTS_PAGE_SIZE = 20;

/**
 * `POST /api/player/payments/with_pages`: one page of the player's payments, newest first (only
 * deposits or only withdrawals with a type; the filter is left out when empty, as the reference does).
 */
export const getPaymentsPage = (api: ApiClient, page: number, type: PaymentAction | null = null) =>
  api.request<PaymentsPage>('/api/player/payments/with_pages', {
    method: 'POST',
    body: {
      page,
      page_size: PAYMENTS_PAGE_SIZE,
      ...(type ? { filter: { type } } : {}),
    } satisfies PaymentsPageBody,
  });

/** The next page's number while `page * per_page < total_count`, else none. */
export function nextPaymentsPage({ pagination }: PaymentsPage): number | undefined {
  return pagination.page * pagination.per_page < pagination.total_count ? pagination.page + 1 : undefined;
}

export const paymentHistoryOptions = (api: ApiClient, type: PaymentAction | null = null) =>
  infiniteQueryOptions({
    queryKey: [...PAYMENTS_KEY, 'history', type],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => getPaymentsPage(api, pageParam, type),
    getNextPageParam: nextPaymentsPage,
  });

/** The payment history, a page at a time (all of it, or one type). */
export function usePaymentHistory(type: PaymentAction | null = null) {
  return useInfiniteQuery({ ...paymentHistoryOptions(useApi(), type), placeholderData: keepPreviousData });
}

/** The newest payments only (the canceled-deposit warning looks at them after a visit to a provider). */
export const recentPaymentsOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'recent'],
    queryFn: async () => (await getPaymentsPage(api, 1)).data,
  });

export function useRecentPayments(enabled: boolean) {
  return useQuery({ ...recentPaymentsOptions(useApi()), enabled });
}

/** Asks the history and the balances again (after a recall, or when the channel reports a change). */
export function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['player', 'accounts'] });
  };
}

/** `POST /api/player/payments/{id}/recall`: a pending withdrawal's money goes back to the balance. */
export function useRecallPayment() {
  const api = useApi();
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (id: number) => api.request<Payment>(`/api/player/payments/${id}/recall`, { method: 'POST' }),
    onSettled: refresh,
  });
}
