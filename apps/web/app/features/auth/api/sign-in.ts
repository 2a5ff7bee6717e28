import type { Player } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** The password step answers the player, or asks for the second factor. */
export type SignInAnswer = Player | { two_factor_required: true };

export interface SignInCredentials {
  email: string;
  password: string;
  dfpc: string;
  captcha: string;
}

export const needsSecondFactor = (answer: unknown): answer is { two_factor_required: true } =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { two_factor_required?: unknown }).two_factor_required === true;

/** POST /api/users/sign_in, password step. */
export const signIn = (api: ApiClient, user: SignInCredentials) =>
  api.request<SignInAnswer>('/api/users/sign_in', { method: 'POST', body: { user } });

/** POST /api/users/sign_in, one-time-code step. */
export const submitOneTimeCode = (api: ApiClient, otpAttempt: string) =>
  api.request<Player>('/api/users/sign_in', { method: 'POST', body: { user: { otp_attempt: otpAttempt } } });

export function useSignIn() {
  const api = useApi();
  return useMutation({ mutationFn: (user: SignInCredentials) => signIn(api, user) });
}

export function useSubmitOneTimeCode() {
  const api = useApi();
  return useMutation({ mutationFn: (code: string) => submitOneTimeCode(api, code) });
}
