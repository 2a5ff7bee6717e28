import type { Notification, NotificationCenterConfig } from '@orbit/contract';

/** The groups whose players have the notification centre (spec 1 §6: 21 testers, 916). */
export const NOTIFICATION_GROUPS: readonly number[] = [21, 916];

/** When `GET /api/fe/config/notification-center` fails or is unset. */
export const DEFAULT_CENTER_CONFIG: NotificationCenterConfig = {
  groups: [...NOTIFICATION_GROUPS],
  everyone: false,
};

/** Whether a player in `groups` has the centre: the configured groups, or everyone when the operator says so. */
export function hasNotificationCenter(config: NotificationCenterConfig, groups: readonly number[]): boolean {
  return config.everyone || config.groups.some((group) => groups.includes(group));
}

/** The unread badge's text: none for 0, the count up to 9, then `9+` (spec 2 §9). */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}

/** A `notifications` event's payload, checked by its shape (zod stays on the server). */
export function isNotification(payload: unknown): payload is Notification {
  if (typeof payload !== 'object' || payload === null) return false;
  const n = payload as Partial<Notification>;
  return typeof n.id === 'number' && typeof n.title === 'string' && typeof n.text === 'string';
}
