import type { TwoFactorSetup } from '@orbit/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** GET /api/v2/player/two_factor: a fresh secret and its QR code; null (204) when 2FA is already on. */
export const getTwoFactorSetup = (api: ApiClient) =>
  api.request<TwoFactorSetup | null>('/api/v2/player/two_factor');

/** POST: turns 2FA on with the secret and a code from the authenticator app. */
export const enableTwoFactor = (api: ApiClient, otpSecret: string, code: string) =>
  api.request<unknown>('/api/v2/player/two_factor', {
    method: 'POST',
    body: { two_factor: { otp_secret: otpSecret, authentication_code: code } },
  });

/** DELETE with a JSON body: turns 2FA off with a current code. */
export const disableTwoFactor = (api: ApiClient, code: string) =>
  api.request<unknown>('/api/v2/player/two_factor', {
    method: 'DELETE',
    body: { two_factor: { authentication_code: code } },
  });

/** Starting the setup is a user action (each GET issues a new secret), so it is a mutation. */
export function useStartTwoFactorSetup() {
  const api = useApi();
  return useMutation({ mutationFn: () => getTwoFactorSetup(api) });
}

export function useEnableTwoFactor() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otpSecret, code }: { otpSecret: string; code: string }) =>
      enableTwoFactor(api, otpSecret, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player'], exact: true }),
  });
}

export function useDisableTwoFactor() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => disableTwoFactor(api, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player'], exact: true }),
  });
}
