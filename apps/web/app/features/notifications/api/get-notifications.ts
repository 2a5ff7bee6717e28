import type { NotificationCenterConfig, NotificationList } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { DEFAULT_CENTER_CONFIG } from '../model/notifications.ts';

/** Under `player`: signing in or out refreshes them with the rest of the player. */
export const NOTIFICATIONS_KEY = ['player', 'notifications'] as const;

/** `GET /api/notifications?locale=`: the newest 50 in the page's language and the unread count. */
export const getNotifications = (api: ApiClient, locale: string) =>
  api.request<NotificationList>(`/api/notifications?locale=${encodeURIComponent(locale)}`);

export const notificationsQueryOptions = (api: ApiClient, locale: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, locale],
    queryFn: () => getNotifications(api, locale),
  });

/** The player's notifications; `enabled` false when the centre is not theirs. */
export function useNotifications(enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({ ...notificationsQueryOptions(useApi(), locale), enabled });
}

/** `GET /api/fe/config/notification-center` (groups 21 and 916 when it fails or is unset). */
export const centerConfigQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'notification-center'],
    queryFn: () =>
      requestOr<NotificationCenterConfig>(api, '/api/fe/config/notification-center', DEFAULT_CENTER_CONFIG),
    staleTime: 5 * 60_000,
  });

export function useCenterConfig(): NotificationCenterConfig {
  return useQuery(centerConfigQueryOptions(useApi())).data ?? DEFAULT_CENTER_CONFIG;
}
