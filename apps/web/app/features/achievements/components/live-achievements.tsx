import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useToast } from '~/shared/ui/toast.tsx';
import { ACHIEVEMENTS_KEY } from '../api/get-achievements.ts';
import { ACHIEVEMENTS_PATH, isAchievementAward } from '../model/badges.ts';

/**
 * `achievements_award`: a badge level just reached is announced (with a link to the badges) and
 * the badges are fetched again. Loaded after hydration by `LateListenersHost`.
 */
export default function LiveAchievements() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const { href } = useLocale();
  useChannel('achievements_award', (award) => {
    if (!isAchievementAward(award)) return;
    void queryClient.invalidateQueries({ queryKey: ACHIEVEMENTS_KEY });
    toast.show({
      kind: 'success',
      message: 'achievements.toast.reached',
      values: { badge: t(`achievements.badge.${award.badge}.title`), level: award.level },
      action: { label: 'achievements.toast.open', href: href(ACHIEVEMENTS_PATH) },
    });
  });
  return null;
}
