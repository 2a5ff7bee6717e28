import { useMutation } from '@tanstack/react-query';
import { useApi } from '~/shared/api/provider.tsx';

/**
 * `POST /api/send_contact_message`: anyone's message, answered by e-mail. A module of its own: the
 * `/support` page shares nothing with the late chunk's chat, so the lobby's start-up does not
 * list a shared chunk for it.
 */
export function useSendContactMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: (contact: { email: string; content: string }) =>
      api.request('/api/send_contact_message', { method: 'POST', body: { contact } }),
  });
}
