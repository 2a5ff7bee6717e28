import type { PaymentStarted, WithdrawalBody } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '~/shared/api/provider.tsx';
import { PAYMENTS_KEY } from './payments.ts';

/**
 * `POST /api/payments/withdrawals`: the money is reserved at once, so the balance and the history
 * are asked again (the `balance` and `payments_changes` channels say so too, when connected).
 */
export function useStartWithdrawal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalBody) =>
      api.request<PaymentStarted>('/api/payments/withdrawals', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['player', 'accounts'] });
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
    },
  });
}
