import { isLimitReached } from '@orbit/contract';
import { useEffect } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { useLimits } from '../api/limits.ts';

const SHOWN_KEY = 'orbit.limitWarning';

/**
 * When any limit of the player is reached, a warning that stays until dismissed. It
 * comes once per set of reached limits in a browser session (a newly reached one warns again),
 * live as the `game_limits` channel reports. Mounted after hydration with the realtime socket.
 */
export function LimitReachedWarning() {
  const { player } = usePlayer();
  const limits = useLimits();
  const toast = useToast();
  const { href } = useLocale();
  const currency = player?.currency;
  const reached =
    currency && limits.data
      ? limits.data
          .filter((limit) => isLimitReached(limit, currency))
          .map((limit) => limit.id)
          .sort((a, b) => a - b)
          .join(',')
      : '';

  useEffect(() => {
    if (!reached || sessionStorage.getItem(SHOWN_KEY) === reached) return;
    sessionStorage.setItem(SHOWN_KEY, reached);
    toast.show({
      kind: 'warning',
      message: 'limits.warning',
      sticky: true,
      action: { label: 'limits.warning_action', href: href('/profile/limits') },
    });
  }, [reached, toast, href]);

  return null;
}
