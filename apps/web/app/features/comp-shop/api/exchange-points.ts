import type { CompExchangeRequest, CompExchangeResult } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { accountsQueryOptions } from '~/shared/player/get-accounts.ts';
import type { ShopCard } from '../model/shop.ts';
import { COMP_POINTS_KEY } from './keys.ts';

/**
 * `POST /api/comp_points/exchange/{kind}`. The `Idempotency-Key` names one purchase attempt: a
 * second click or a retried request with it buys nothing more and answers the first exchange.
 */
export const exchangePoints = (
  api: ApiClient,
  kind: ShopCard['kind'],
  body: CompExchangeRequest,
  idempotencyKey: string,
) =>
  api.request<CompExchangeResult>(`/api/comp_points/exchange/${kind}`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export interface ExchangeInput {
  kind: ShopCard['kind'];
  body: CompExchangeRequest;
  idempotencyKey: string;
}

/** The exchange; the coins are read again after it either way (and the balance, which money rewards move). */
export function useExchangePoints() {
  const api = useApi();
  const queryClient = useQueryClient();
  const accountsKey = accountsQueryOptions(api).queryKey;
  return useMutation({
    mutationFn: ({ kind, body, idempotencyKey }: ExchangeInput) =>
      exchangePoints(api, kind, body, idempotencyKey),
    onSuccess: (result) => queryClient.setQueryData(COMP_POINTS_KEY, result.comp_points),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMP_POINTS_KEY }),
        queryClient.invalidateQueries({ queryKey: accountsKey }),
      ]),
  });
}

/** A fresh key per purchase attempt (`crypto.randomUUID` needs a secure context; fall back to random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
