import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** POST /api/users/password: mails a reset link if the account exists (the answer never says). */
export const requestPasswordReset = (api: ApiClient, user: { email: string; captcha: string }) =>
  api.request<unknown>('/api/users/password', { method: 'POST', body: { user } });

export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (user: { email: string; captcha: string }) => requestPasswordReset(api, user),
  });
}
