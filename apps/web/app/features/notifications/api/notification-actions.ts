import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { NOTIFICATIONS_KEY } from './get-notifications.ts';

interface UnreadCount {
  unread_count: number;
}

/** `POST /api/notifications/read`: every notification read (the list was opened). */
export const markAllRead = (api: ApiClient) =>
  api.request<UnreadCount>('/api/notifications/read', { method: 'POST', body: {} });

/** `DELETE /api/notifications/{id}`. */
export const deleteNotification = (api: ApiClient, id: number) =>
  api.request<UnreadCount>(`/api/notifications/${id}`, { method: 'DELETE' });

/** Marks all read, then reads the list again. */
export function useMarkAllRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllRead(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** Deletes one notification, then reads the list again. */
export function useDeleteNotification() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteNotification(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
