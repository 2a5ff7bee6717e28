import { iconButton, Popover } from '~/features/shell/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useMarkAllRead } from '../api/notification-actions.ts';
import { badgeText } from '../model/notifications.ts';
import { BellIcon } from './bell-icon.tsx';
import { NotificationList } from './notification-list.tsx';
import { useCenter } from './use-center.ts';

/**
 * The header's bell: the unread count (9+), and the list below it; opening the list marks them
 * read. Nothing for a player without the centre (spec 1 §6: groups 21 and 916, or the config).
 */
export default function NotificationsButton() {
  const { t } = useTranslation();
  const { enabled, list, failed } = useCenter();
  const markRead = useMarkAllRead();
  if (!enabled) return null;
  const unread = list?.unread_count ?? 0;
  const badge = badgeText(unread);
  return (
    <Popover
      buttonClassName={`${iconButton} inline-flex`}
      panelClassName="w-[min(24rem,92vw)]"
      onOpenChange={(open) => {
        if (open && unread > 0) markRead.mutate();
      }}
      label={
        <>
          <span className="sr-only">{t('notifications.open', { count: unread })}</span>
          <BellIcon />
          {badge ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 grid min-w-4 place-items-center rounded-full bg-danger px-1 text-[0.6rem] font-bold leading-4 text-white"
            >
              {badge}
            </span>
          ) : null}
        </>
      }
    >
      <section aria-label={t('notifications.centre')} className="flex flex-col gap-2">
        <h2 className="px-3 pt-1 text-base font-bold">{t('notifications.title')}</h2>
        {failed ? <FormError message={t('notifications.errors.load')} /> : null}
        {list ? <NotificationList notifications={list.notifications} /> : null}
      </section>
    </Popover>
  );
}
