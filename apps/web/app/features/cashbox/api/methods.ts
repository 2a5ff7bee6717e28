import type { MethodFields, PaymentAction, PaymentMethods } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** Spec 1 §9: a deposit or cashout list that comes back empty is asked again, up to 3 times. */
export const EMPTY_LIST_RETRIES = 3;

/** `GET /api/payments/methods`: the methods of an action in a currency (the player's by default). */
export async function getMethods(api: ApiClient, action: PaymentAction, currency: string) {
  const query = new URLSearchParams({ action, currency });
  let answer = await api.request<PaymentMethods>(`/api/payments/methods?${query}`);
  for (let retry = 0; retry < EMPTY_LIST_RETRIES && answer.methods.length === 0; retry++)
    answer = await api.request<PaymentMethods>(`/api/payments/methods?${query}`);
  return answer;
}

export const methodsQueryOptions = (api: ApiClient, action: PaymentAction, currency: string) =>
  queryOptions({
    queryKey: ['player', 'payment-methods', action, currency],
    queryFn: () => getMethods(api, action, currency),
  });

export function usePaymentMethods(action: PaymentAction, currency: string) {
  return useQuery(methodsQueryOptions(useApi(), action, currency));
}

/** `GET /api/payments/methods/{id}/fields`: the amount range and the fields of one method's form. */
export function useMethodFields(action: PaymentAction, currency: string, methodId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['player', 'payment-method-fields', action, currency, methodId],
    enabled: methodId !== null,
    queryFn: () =>
      api.request<MethodFields>(
        `/api/payments/methods/${encodeURIComponent(methodId ?? '')}/fields?${new URLSearchParams({ action, currency })}`,
      ),
  });
}
