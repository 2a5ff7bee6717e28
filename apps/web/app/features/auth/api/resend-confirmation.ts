import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

export interface ResendConfirmationInput {
  email: string;
  captcha?: string;
}

/** POST /api/users/confirmation: sends the confirmation e-mail again. */
export const resendConfirmation = (api: ApiClient, user: ResendConfirmationInput) =>
  api.request<unknown>('/api/users/confirmation', { method: 'POST', body: { user } });

export function useResendConfirmation() {
  const api = useApi();
  return useMutation({ mutationFn: (user: ResendConfirmationInput) => resendConfirmation(api, user) });
}
