import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { resetToGuest } from '../model/session-reset.ts';

/** DELETE /api/users/sign_out. */
export const signOut = (api: ApiClient) => api.request<null>('/api/users/sign_out', { method: 'DELETE' });

/**
 * Sign-out for the header and sidebar: the local reset runs only after the server ended
 * the session, then the player lands on the main page.
 * Usage: `const signOut = useSignOut(); <button onClick={() => signOut.mutate()} disabled={signOut.isPending}>`.
 */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { href } = useLocale();
  return useMutation({
    mutationFn: () => signOut(api),
    onSuccess: () => {
      resetToGuest(queryClient);
      navigate(href('/'));
    },
  });
}
