import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

export interface ResetPasswordInput {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

/** PUT /api/users/password with the token from the e-mailed link. */
export const resetPassword = (api: ApiClient, user: ResetPasswordInput) =>
  api.request<unknown>('/api/users/password', { method: 'PUT', body: { user } });

export function useResetPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (user: ResetPasswordInput) => resetPassword(api, user) });
}
