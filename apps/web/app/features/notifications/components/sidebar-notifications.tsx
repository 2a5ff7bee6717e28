import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useMarkAllRead } from '../api/notification-actions.ts';
import { badgeText } from '../model/notifications.ts';
import { BellIcon } from './bell-icon.tsx';
import { NotificationList } from './notification-list.tsx';
import { useCenter } from './use-center.ts';

/**
 * The sidebar's notifications (spec 2 §2: only when there are new ones): a row with the unread
 * count that unfolds the list and marks it read.
 */
export default function SidebarNotifications() {
  const { t } = useTranslation();
  const { enabled, list } = useCenter();
  const markRead = useMarkAllRead();
  const [open, setOpen] = useState(false);
  const unread = list?.unread_count ?? 0;
  // Shown while it has news, and kept open once unfolded (reading them empties the count).
  if (!enabled || !list || (unread === 0 && !open)) return null;
  return (
    <section aria-label={t('notifications.centre')} className="flex flex-col gap-1">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          if (!open && unread > 0) markRead.mutate();
        }}
        className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-surface-3"
      >
        <BellIcon />
        <span className="flex-1 text-left">{t('notifications.title')}</span>
        {unread > 0 ? (
          <span className="rounded-full bg-danger px-2 text-xs font-bold text-white">
            <span className="sr-only">{t('notifications.unreadCount', { count: unread })}</span>
            <span aria-hidden="true">{badgeText(unread)}</span>
          </span>
        ) : null}
      </button>
      {open ? <NotificationList notifications={list.notifications} /> : null}
    </section>
  );
}
