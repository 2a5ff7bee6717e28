import type { FreeSpinIssue, Gift } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useChannel } from '~/features/realtime/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { BONUSES_KEY } from '../api/get-bonuses.ts';
import { FREESPINS_KEY } from '../api/get-freespins.ts';
import { isAnnouncedIssue, isFreeSpinEvent, isGiftEvent, replaceById } from '../model/gifts.ts';

export const GIFTS_PATH = '/profile/gifts';

/**
 * `bonuses_changes` and `freespins_changes` replace the gift in the lists (the gifts page, the
 * header's count and the balance's wagering move live); a just-issued gift is announced once with
 * a link to the gifts page. Mounted with the realtime socket for a signed-in player.
 */
export function LiveGifts() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { href } = useLocale();
  const announced = useRef(new Set<string>());

  const announce = (kind: string, gift: Gift | FreeSpinIssue) => {
    const id = `${kind}-${gift.id}`;
    if (!isAnnouncedIssue(gift) || announced.current.has(id)) return;
    announced.current.add(id);
    toast.show({
      kind: 'success',
      message: 'gifts.toasts.received',
      values: { title: gift.title },
      action: { label: 'gifts.toasts.open', href: href(GIFTS_PATH) },
    });
  };

  useChannel('bonuses_changes', (data) => {
    if (!isGiftEvent(data)) return;
    queryClient.setQueryData<Gift[]>(BONUSES_KEY, (list) => replaceById(list, data));
    announce('bonus', data);
  });
  useChannel('freespins_changes', (data) => {
    if (!isFreeSpinEvent(data)) return;
    queryClient.setQueryData<FreeSpinIssue[]>(FREESPINS_KEY, (list) => replaceById(list, data));
    announce('spins', data);
  });
  return null;
}
