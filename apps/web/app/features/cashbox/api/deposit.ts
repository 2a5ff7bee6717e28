import type { CryptoAddress, DepositBody, PaymentStarted } from '@orbit/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '~/shared/api/provider.tsx';

/** `POST /api/payments/deposits`: starts a deposit; the answer says where the browser goes next. */
export function useStartDeposit() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: DepositBody) =>
      api.request<PaymentStarted>('/api/payments/deposits', { method: 'POST', body }),
  });
}

/** `GET /api/payments/crypto/address`: the player's own deposit address of a coin, with its QR code. */
export function useCryptoAddress(currency: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['player', 'crypto-address', currency],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      api.request<CryptoAddress>(`/api/payments/crypto/address?${new URLSearchParams({ currency })}`),
  });
}
