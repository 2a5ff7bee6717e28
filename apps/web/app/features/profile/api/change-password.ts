import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** PUT /api/users: a signed-in player changes their password (other sessions end). */
export const changePassword = (api: ApiClient, user: ChangePasswordInput) =>
  api.request<unknown>('/api/users', { method: 'PUT', body: { user } });

export function useChangePassword() {
  const api = useApi();
  return useMutation({ mutationFn: (user: ChangePasswordInput) => changePassword(api, user) });
}
