import { LiveAchievements } from '~/features/achievements/index.ts';
import { LiveVipStatus } from '~/features/vip/index.ts';

/** The realtime listeners no page's first paint needs: a VIP status earned, a badge level reached. */
export default function LateListeners() {
  return (
    <>
      <LiveVipStatus />
      <LiveAchievements />
    </>
  );
}
