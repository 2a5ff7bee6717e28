import { VIP_STATUSES } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useToast } from '~/shared/ui/toast.tsx';
import { VIP_PROGRESS_KEY } from '../api/get-vip-progress.ts';
import { VIP_CLUB_PATH } from '../model/statuses.ts';

/**
 * `groups_updates`: the player's groups changed (a VIP status earned, or set at the quarter's
 * end). The profile (badge, manager panel) and the VIP progress are fetched again; a status
 * earned is announced with a link to the club. Loaded after hydration by `LateListenersHost`.
 */
export default function LiveVipStatus() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const { href } = useLocale();
  useChannel('groups_updates', (update) => {
    void queryClient.invalidateQueries({ queryKey: ['player'] });
    void queryClient.invalidateQueries({ queryKey: VIP_PROGRESS_KEY });
    if (update.added.length === 0 || update.vip_status === 'regular') return;
    if (!VIP_STATUSES.includes(update.vip_status)) return;
    toast.show({
      kind: 'success',
      message: 'vip.toast.upgraded',
      values: { status: t(`vip.status.${update.vip_status}`) },
      action: { label: 'vip.toast.open', href: href(VIP_CLUB_PATH) },
    });
  });
  return null;
}
