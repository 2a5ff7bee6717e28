import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { NOTIFICATIONS_KEY } from '../api/get-notifications.ts';
import { isNotification } from '../model/notifications.ts';
import { useCenter } from './use-center.ts';

/**
 * `notifications`: a new one pops up (spec 2 §4: personal, bonus and free-spin changes add a popup;
 * the toast's 10 s) and the list is read again. Only for a player who has the centre. Loaded
 * after hydration by `LateListenersHost`.
 */
export default function LiveNotifications() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { href } = useLocale();
  const { enabled } = useCenter();
  useChannel('notifications', (notification) => {
    if (!enabled || !isNotification(notification)) return;
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    const button = notification.content.button;
    toast.show({
      kind: 'info',
      message: `${notification.title}: ${notification.text}`,
      raw: true,
      ...(button ? { action: { label: 'notifications.toast.open', href: href(button.path) } } : {}),
    });
  });
  return null;
}
