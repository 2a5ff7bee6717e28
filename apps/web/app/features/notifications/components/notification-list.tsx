import type { Notification } from '@orbit/contract';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useDeleteNotification } from '../api/notification-actions.ts';

function When({ iso }: { iso: string }) {
  const { locale } = useLocale();
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
  return (
    <time dateTime={iso} className="text-xs text-ink-muted">
      {text}
    </time>
  );
}

function Item({ notification, onNavigate }: { notification: Notification; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const remove = useDeleteNotification();
  const button = notification.content.button;
  return (
    <li>
      <article
        aria-labelledby={`notification-${notification.id}`}
        className={`flex gap-3 rounded-lg p-3 ${notification.read ? '' : 'bg-brand/10'}`}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={`notification-${notification.id}`} className="text-sm font-semibold">
            {notification.read ? null : <span className="sr-only">{t('notifications.unread')} </span>}
            {notification.title}
          </h3>
          <p className="text-sm text-ink-muted">{notification.text}</p>
          <div className="flex flex-wrap items-center gap-3">
            <When iso={notification.created_at} />
            {button ? (
              <Link
                to={href(button.path)}
                onClick={onNavigate}
                className="text-sm font-semibold text-accent underline"
              >
                {button.title}
              </Link>
            ) : null}
          </div>
        </div>
        <button
          type="button"
          onClick={() => remove.mutate(notification.id)}
          disabled={remove.isPending}
          aria-label={t('notifications.delete', { title: notification.title })}
          className="-m-1 self-start rounded p-1 text-ink-muted hover:text-ink"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </article>
    </li>
  );
}

/** The player's notifications, newest first, each with its button and a delete. */
export function NotificationList({
  notifications,
  onNavigate,
}: {
  notifications: Notification[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  if (notifications.length === 0)
    return <p className="p-3 text-sm text-ink-muted">{t('notifications.empty')}</p>;
  return (
    <ul className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
      {notifications.map((notification) => (
        <Item key={notification.id} notification={notification} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
