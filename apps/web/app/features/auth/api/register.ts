import type { Player } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** The registration form: registration-context fields plus credentials, consent, fingerprint and captcha. */
export type RegistrationInput = Record<string, string | boolean> & {
  email: string;
  password: string;
  dfpc: string;
  captcha: string;
};

/** POST /api/users → 201 Player; the new player is signed in. */
export const register = (api: ApiClient, user: RegistrationInput) =>
  api.request<Player>('/api/users', { method: 'POST', body: { user } });

export function useRegister() {
  const api = useApi();
  return useMutation({ mutationFn: (user: RegistrationInput) => register(api, user) });
}
