import type { MethodFields, PaymentAction, PaymentMethods } from '@orbit/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** A deposit or cashout list that comes back empty is asked again, up to 3 times. */
export const EMPTY_LIST_RETRIES = 3;

/** `GET /api/payments/methods`: the methods of an action in a currency (the player's by default). */
export async function getMethods(api: ApiClient, action: PaymentAction, currency: string) {
  const query = new URLSearchParams({ action, currency });
  let answer = await api.request<PaymentMethods>(`/api/payments/methods?${query}`);
  for (let retry = 0; retry < EMPTY_LIST_RETRIES && answer.methods.length === 0; retry++)
    answer = await api.request<PaymentMethods>(`/api/payments/methods?${query}`);
  return answer;
}

/** Every cached methods list (under `player`: a sign-out clears it). */
const METHODS_KEY = ['player', 'payment-methods'] as const;

export const methodsQueryOptions = (api: ApiClient, action: PaymentAction, currency: string) =>
  queryOptions({
    queryKey: [...METHODS_KEY, action, currency],
    queryFn: () => getMethods(api, action, currency),
  });

/** The methods of an action; asked again when `payment_methods_updated` says they changed. */
export function usePaymentMethods(action: PaymentAction, currency: string) {
  useChannel('payment_methods_updated', useRefreshMethods());
  return useQuery(methodsQueryOptions(useApi(), action, currency));
}

/**
 * `GET /api/payments/methods/{id}/fields`: the amount range and the fields of one method's form
 * (none with a saved profile: it stands for them).
 */
export function useMethodFields(
  action: PaymentAction,
  currency: string,
  methodId: string,
  savedProfileId: string | null = null,
) {
  const api = useApi();
  const query = new URLSearchParams({ action, currency });
  if (savedProfileId !== null) query.set('saved_profile_id', savedProfileId);
  return useQuery({
    queryKey: ['player', 'payment-method-fields', action, currency, methodId, savedProfileId],
    queryFn: () =>
      api.request<MethodFields>(`/api/payments/methods/${encodeURIComponent(methodId)}/fields?${query}`),
  });
}

/** Asks the methods lists again (a saved profile came or went, here or in another tab). */
export function useRefreshMethods() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: METHODS_KEY });
}

/** `DELETE /api/payments/profiles/{id}`: forgets a saved card or IBAN. */
export function useRemoveSavedProfile() {
  const api = useApi();
  const refresh = useRefreshMethods();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<null>(`/api/payments/profiles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
